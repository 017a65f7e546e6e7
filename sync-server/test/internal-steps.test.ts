import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { uploaded } from './attachment-fixtures';
import { pullAll } from './complex-fixtures';
import { describeEachDatabase } from './harness';
import { createInquiry, createTemplate, linkDemoResident } from './inquiry-fixtures';

const SECRET = 'Nội bộ: thợ báo giá 2.400.000đ, chưa báo cư dân';

describeEachDatabase('internal steps', (use) => {
  /** The demo resident's request with two steps of progress, the second with a photo. */
  async function setup() {
    const admin = await use().signIn('admin');
    const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
    const { template } = await createTemplate(admin, [
      { stepName: 'Tiếp nhận' },
      { stepName: 'Báo giá sửa chữa' },
    ]);
    const inquiry = await createInquiry(admin, {
      templateId: template.id,
      residentId,
      apartmentId,
    });
    const init = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
    expect(init.status).toBe(201);
    const [first, second] = init.body.progressSteps as { id: string; version: number }[];
    const photo = await uploaded(admin, 'inquiryProgress', second?.id as string);
    const resident = await use().signIn('resident');
    return {
      admin,
      resident,
      inquiry,
      first: first as { id: string },
      second: second as { id: string; version: number },
      photo,
    };
  }

  it('S11, S19: a step marked internal, its notes and its photo never reach the resident, by feed or REST; staff keep them', async () => {
    const { admin, resident, inquiry, first, second, photo } = await setup();
    const before = await pullAll(resident);
    expect(before.changes.map((c) => c.id)).toEqual(expect.arrayContaining([second.id, photo]));

    const marked = await admin
      .patch(`/api/inquiries/${inquiry.id}/progress/${second.id}`)
      .send({ isInternal: true, notes: SECRET });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ isInternal: true, notes: SECRET });

    // The device that held the step is told to start over (a move), and the fresh pull lacks it.
    expect((await pullAll(resident, before)).resync).toBe(true);
    const fresh = await pullAll(resident);
    expect(fresh.changes.map((c) => c.id)).toContain(first.id);
    expect(fresh.changes.map((c) => c.id)).not.toContain(second.id);
    expect(fresh.changes.map((c) => c.id)).not.toContain(photo);
    expect(JSON.stringify(fresh.changes)).not.toContain(SECRET);
    const rest = await resident.get(`/api/inquiries/${inquiry.id}/progress`);
    expect(rest.status).toBe(200);
    expect(rest.body.progressSteps.map((s: { id: string }) => s.id)).toEqual([first.id]);
    expect(rest.text).not.toContain(SECRET);
    expect((await resident.get(`/api/attachments/${photo}`)).status).toBe(404);

    // Staff see all of it.
    const staffView = await admin.get(`/api/inquiries/${inquiry.id}/progress`);
    expect(staffView.body.progressSteps.map((s: { id: string }) => s.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(staffView.text).toContain(SECRET);

    // Shown again (through push, as a device does): a move again, and the step comes back.
    const pushed = await admin.post('/api/sync/push').send({
      mutations: [
        {
          id: uuidv7(),
          name: 'updateStep',
          args: { inquiryId: inquiry.id, id: second.id, isInternal: false, notes: 'Đã báo giá' },
          createdAt: new Date().toISOString(),
        },
      ],
    });
    expect(pushed.body.results[0], JSON.stringify(pushed.body)).toMatchObject({ ok: true });
    expect((await pullAll(resident, fresh)).resync).toBe(true);
    const shown = await pullAll(resident);
    expect(shown.changes.map((c) => c.id)).toEqual(expect.arrayContaining([second.id, photo]));
  });

  it('S19: a step marked internal before the resident ever synced is simply absent; a bad flag is refused and changes nothing', async () => {
    const { admin, resident, inquiry, second } = await setup();
    const bad = await admin
      .patch(`/api/inquiries/${inquiry.id}/progress/${second.id}`)
      .send({ isInternal: 'có' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.progress.internalInvalid);
    const still = await admin.get(`/api/inquiries/${inquiry.id}/progress`);
    expect(still.body.progressSteps[1]).toMatchObject({
      isInternal: false,
      version: second.version,
    });

    await admin
      .patch(`/api/inquiries/${inquiry.id}/progress/${second.id}`)
      .send({ isInternal: true });
    const first = await pullAll(resident);
    expect(first.resync).toBe(false);
    expect(first.changes.map((c) => c.id)).not.toContain(second.id);
  });
});
