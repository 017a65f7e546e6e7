import { expect, it } from 'vitest';
import { messages } from '@chungcu/contracts';
import { type Agent, twoComplexes } from './complex-fixtures';
import { countRows, describeEachDatabase } from './harness';
import { linkDemoResident } from './inquiry-fixtures';

/** A template made through the API with `extra` in its body; answers it. */
async function template(admin: Agent, name: string, extra: Record<string, unknown>) {
  const res = await admin
    .post('/api/workflow-templates')
    .send({ templateName: name, category: 'maintenance', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; version: number; residentCategories: string[] };
}

describeEachDatabase("residents' categories", (use) => {
  it('the office maps templates to what residents report; a resident’s POST /api/inquiries with a category is made from its complex’s template, the complex’s own before the shared one, never another complex’s, and keeps the category', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const { apartmentId } = await linkDemoResident(admin, use().db);
    const shared = await template(admin, 'Điện nước chung', {
      residentCategories: ['water', 'electricity', 'water'],
    });
    expect(shared.residentCategories).toEqual(['electricity', 'water']);
    await template(admin, 'Tiếng ồn Sunrise', {
      complexId: second,
      residentCategories: ['noise'],
    });
    const own = await template(admin, 'Điện Times City', { complexId: first });
    expect(own.residentCategories).toEqual([]);
    const mapped = await admin
      .patch(`/api/workflow-templates/${own.id}`)
      .send({ residentCategories: ['electricity'], baseVersion: own.version });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.body.residentCategories).toEqual(['electricity']);

    const resident = await use().signIn('resident');
    const report = (residentCategory: string, title: string) =>
      resident
        .post('/api/inquiries')
        .send({ title, description: 'Từ tối qua', residentCategory, apartmentId });
    const light = await report('electricity', 'Đèn hành lang tầng 5 không sáng');
    expect(light.status, JSON.stringify(light.body)).toBe(201);
    // The request keeps what the resident reported, in the answer and when read again.
    expect(light.body).toMatchObject({
      templateId: own.id,
      category: 'maintenance',
      residentCategory: 'electricity',
    });
    const read = await resident.get(`/api/inquiries/${light.body.id}`);
    expect(read.body).toMatchObject({ residentCategory: 'electricity' });
    const tap = await report('water', 'Vòi nước rò');
    expect(tap.body).toMatchObject({ templateId: shared.id, category: 'maintenance' });
    // Sunrise City's noise template is not the resident's complex's: none is, still made.
    const noise = await report('noise', 'Hàng xóm hát karaoke');
    expect(noise.status, JSON.stringify(noise.body)).toBe(201);
    expect(noise.body).toMatchObject({
      templateId: null,
      category: 'complaint',
      residentCategory: 'noise',
    });
    // The API's body without the new field is as documented.
    const plain = await resident
      .post('/api/inquiries')
      .send({ title: 'Góp ý', description: 'Thêm ghế đá', category: 'general' });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({
      templateId: null,
      category: 'general',
      residentCategory: null,
    });
  });

  it('a category that is not one is refused with nothing written; residents do not map templates', async () => {
    const admin = await use().signIn('admin');
    const { apartmentId } = await linkDemoResident(admin, use().db);
    const shared = await template(admin, 'Chung', {});
    const resident = await use().signIn('resident');
    const before = await countRows(use().db, 'inquiries');
    const bad = await resident
      .post('/api/inquiries')
      .send({ title: 'Cháy', description: 'Khói', residentCategory: 'fire', apartmentId });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.inquiry.residentCategoryInvalid);
    expect(await countRows(use().db, 'inquiries')).toBe(before);

    const byResident = await resident
      .patch(`/api/workflow-templates/${shared.id}`)
      .send({ residentCategories: ['other'] });
    expect(byResident.status).toBe(403);
    const badMap = await admin
      .patch(`/api/workflow-templates/${shared.id}`)
      .send({ residentCategories: ['fire'] });
    expect(badMap.status).toBe(400);
    const kept = await admin.get(`/api/workflow-templates/${shared.id}`);
    expect(kept.body.residentCategories).toEqual([]);
  });
});
