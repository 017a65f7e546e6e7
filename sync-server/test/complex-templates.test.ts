import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { type Agent, feedIds, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { apartmentBody, countRows, describeEachDatabase } from './harness';
import { templateBody as checklistBody } from './inspection-fixtures';
import { inquiryBody } from './inquiry-fixtures';

const m = messages.complex;
const templateBody = (overrides: Record<string, unknown> = {}) => ({
  templateName: 'Sửa chữa điện nước',
  description: 'Quy trình sửa chữa',
  category: 'maintenance',
  ...overrides,
});
const SHARED_TABLES = [
  'workflow_templates',
  'template_steps',
  'workflow_categories',
  'inspection_templates',
];

/** A template, a category and a checklist made by `agent` with `extra` in each body. */
async function makeAll(agent: Agent, extra: Record<string, unknown>, status = 201) {
  const template = await agent.post('/api/workflow-templates').send(templateBody(extra));
  const category = await agent.post('/api/workflow-categories').send({ name: 'Điện', ...extra });
  const checklist = await agent.post('/api/inspection-templates').send(checklistBody(extra));
  for (const res of [template, category, checklist]) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
  }
  return { template: template.body, category: category.body, checklist: checklist.body };
}

describeEachDatabase('templates, categories and checklists by complex', (use) => {
  it('S23: the company administrator makes templates, categories and checklists shared or of one complex; steps take their template’s', async () => {
    const { admin, second } = await twoComplexes(use);
    const shared = await makeAll(admin, {});
    const explicitlyShared = await makeAll(admin, { complexId: null });
    const own = await makeAll(admin, { complexId: second });
    for (const row of [...Object.values(shared), ...Object.values(explicitlyShared)]) {
      expect(row.complexId).toBeNull();
    }
    for (const row of Object.values(own)) expect(row.complexId).toBe(second);
    const step = await admin
      .post(`/api/workflow-templates/${own.template.id}/steps`)
      .send({ stepName: 'Tiếp nhận', stepOrder: 1 });
    expect(step.status, JSON.stringify(step.body)).toBe(201);
    expect(step.body.complexId).toBe(second);
    const detail = await admin.get(`/api/workflow-templates/${own.template.id}`);
    expect(detail.body.templateSteps.map((s: { id: string }) => s.id)).toEqual([step.body.id]);
  });

  it('S23: staff of complex A neither see nor change B’s templates, categories and checklists (404), in lists, single reads and the feed', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const shared = await makeAll(admin, {});
    const ofB = await makeAll(admin, { complexId: second });
    const stepOfB = await admin
      .post(`/api/workflow-templates/${ofB.template.id}/steps`)
      .send({ stepName: 'Tiếp nhận', stepOrder: 1 });
    const { agent } = await staffOf(use, [first]);

    const ids = (res: { body: { id: string }[] }) => res.body.map((r) => r.id);
    expect(ids(await agent.get('/api/workflow-templates'))).toEqual([shared.template.id]);
    expect(ids(await agent.get('/api/workflow-categories'))).toEqual([shared.category.id]);
    expect(ids(await agent.get('/api/inspection-templates'))).toEqual([shared.checklist.id]);
    expect((await agent.get(`/api/workflow-templates/${ofB.template.id}`)).status).toBe(404);
    expect((await agent.get(`/api/workflow-templates/${shared.template.id}`)).status).toBe(200);
    const feed = await feedIds(agent);
    expect(feed).toEqual(
      expect.arrayContaining([shared.template.id, shared.category.id, shared.checklist.id]),
    );
    for (const id of [...Object.values(ofB).map((r) => r.id), stepOfB.body.id]) {
      expect(feed).not.toContain(id);
    }
    expect(await feedIds(admin)).toEqual(
      expect.arrayContaining([ofB.template.id, stepOfB.body.id]),
    );

    const before = await admin.get(`/api/workflow-templates/${ofB.template.id}`);
    const step = { stepName: 'Thêm', stepOrder: 2 };
    const writes = [
      await agent.post(`/api/workflow-templates/${ofB.template.id}/steps`).send(step),
      await agent.delete(`/api/workflow-templates/${ofB.template.id}`),
      await agent.post(`/api/workflow-templates/${ofB.template.id}/restore`).send({}),
    ];
    for (const res of writes) expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(await pushOne(agent, 'deleteTemplate', { id: ofB.template.id })).toContain('not_found');
    const unit = (await agent.post('/api/apartments').send(apartmentBody())).body;
    const started = await agent
      .post('/api/inspections')
      .send({ apartmentId: unit.id, templateId: ofB.checklist.id });
    expect(started.status).toBe(404);
    expect(await admin.get(`/api/workflow-templates/${ofB.template.id}`)).toMatchObject({
      status: 200,
      body: before.body,
    });

    // A resident user living nowhere sees the company's shared ones only.
    const resident = await use().signIn('resident');
    expect(ids(await resident.get('/api/workflow-templates'))).toEqual([shared.template.id]);
    expect((await resident.get(`/api/workflow-templates/${ofB.template.id}`)).status).toBe(404);
  });

  it('S23: a manager or staff member makes them only in complexes they serve; shared ones are the company administrator’s (403)', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const shared = await makeAll(admin, {});
    const { agent } = await staffOf(use, [first], 'manager');

    // Naming none: their working complex (their only one); naming theirs: the same.
    for (const row of Object.values(await makeAll(agent, {}))) expect(row.complexId).toBe(first);
    const named = await makeAll(agent, { complexId: first });
    expect(named.template.complexId).toBe(first);
    const counts = await Promise.all(SHARED_TABLES.map((t) => countRows(use().db, t)));
    const refused = await makeAll(agent, { complexId: null }, 403);
    for (const res of Object.values(refused)) expect(res.message).toBe(m.sharedByAdmin);
    const notServed = await makeAll(agent, { complexId: second }, 404);
    for (const res of Object.values(notServed)) expect(res.message).toBe(m.notFound);

    const onShared = [
      await agent
        .post(`/api/workflow-templates/${shared.template.id}/steps`)
        .send({ stepName: 'Thêm', stepOrder: 1 }),
      await agent.delete(`/api/workflow-templates/${shared.template.id}`),
      await agent.post(`/api/workflow-templates/${shared.template.id}/restore`).send({}),
    ];
    for (const res of onShared) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toBe(m.sharedByAdmin);
    }
    expect(await pushOne(agent, 'deleteTemplate', { id: shared.template.id })).toContain(
      'forbidden',
    );
    expect(await Promise.all(SHARED_TABLES.map((t) => countRows(use().db, t)))).toEqual(counts);
    expect((await agent.get(`/api/workflow-templates/${shared.template.id}`)).status).toBe(200);

    // Their own complex's template is theirs to change; a several-complex member must choose.
    const own = named.template.id;
    const step = await agent
      .post(`/api/workflow-templates/${own}/steps`)
      .send({ stepName: 'Tiếp nhận', stepOrder: 1 });
    expect(step.status).toBe(201);
    expect(step.body.complexId).toBe(first);
    expect((await agent.delete(`/api/workflow-templates/${own}`)).status).toBe(204);
    expect((await agent.post(`/api/workflow-templates/${own}/restore`).send({})).status).toBe(200);
    const both = await staffOf(use, [first, second]);
    const unchosen = await both.agent.post('/api/workflow-templates').send(templateBody());
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.message).toBe(m.required);
  });

  it('S23: a bad complexId answers 400 or 404 with a message and changes nothing', async () => {
    const { admin } = await twoComplexes(use);
    const counts = await Promise.all(SHARED_TABLES.map((t) => countRows(use().db, t)));
    const malformed = await makeAll(admin, { complexId: 'khong-phai-uuid' }, 400);
    for (const res of Object.values(malformed)) expect(res.message).toBeTruthy();
    const unknown = await makeAll(admin, { complexId: uuidv7() }, 404);
    for (const res of Object.values(unknown)) expect(res.message).toBe(m.notFound);
    expect(
      await pushOne(admin, 'createTemplate', {
        ...templateBody(),
        id: uuidv7(),
        complexId: uuidv7(),
      }),
    ).toContain('not_found');
    expect(await Promise.all(SHARED_TABLES.map((t) => countRows(use().db, t)))).toEqual(counts);
  });

  it('S23: a template or checklist of another complex does not serve a request or unit of this one', async () => {
    const { admin, first, second } = await twoComplexes(use);
    const ofB = await makeAll(admin, { complexId: second });
    const shared = await makeAll(admin, {});
    const unit = (await admin.post('/api/apartments').send(apartmentBody({ complexId: first })))
      .body;
    const counts = [
      await countRows(use().db, 'inquiries'),
      await countRows(use().db, 'inspections'),
    ];
    const request = await admin
      .post('/api/inquiries')
      .send(inquiryBody({ apartmentId: unit.id, templateId: ofB.template.id }));
    expect(request.status, JSON.stringify(request.body)).toBe(400);
    expect(request.body.message).toBe(m.templateOtherComplex);
    const inspection = await admin
      .post('/api/inspections')
      .send({ apartmentId: unit.id, templateId: ofB.checklist.id });
    expect(inspection.status).toBe(400);
    expect(inspection.body.message).toBe(m.templateOtherComplex);
    expect([
      await countRows(use().db, 'inquiries'),
      await countRows(use().db, 'inspections'),
    ]).toEqual(counts);

    const fits = await admin
      .post('/api/inquiries')
      .send(inquiryBody({ apartmentId: unit.id, templateId: shared.template.id }));
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    const started = await admin
      .post('/api/inquiries/' + fits.body.id + '/init-progress')
      .send({ templateId: ofB.template.id });
    expect(started.status, JSON.stringify(started.body)).toBe(400);
  });
});
