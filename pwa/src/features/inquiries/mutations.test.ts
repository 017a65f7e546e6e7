import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { createInquiry, updateInquiryStatus, updateStep } from './mutations';
import { dropOrphanSteps, dropProvisionalSteps, initProgress } from './progress-mutations';
import { freshDb, must, seedInquiry, seedTemplate } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const values = (templateId: string) => ({
  title: ' Vòi nước rò rỉ ',
  description: 'Bếp bị rò nước',
  priority: 'high',
  residentId: null,
  apartmentId: null,
  templateId,
});

describe('createInquiry', () => {
  it('stores the row at once and queues one POST with the client id, category and due date', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const before = Date.now();
    const row = await createInquiry(values(template.id), { db });

    const stored = await db.inquiries.get(row.id);
    expect(stored).toMatchObject({
      title: 'Vòi nước rò rỉ',
      category: 'maintenance',
      status: 'new',
      version: 0,
    });
    expect(stored?.searchText).toBe('voi nuoc ro ri');
    const due = Date.parse(stored?.dueDate ?? '');
    expect(due - before).toBeGreaterThanOrEqual(6 * 3600_000);
    expect(due - before).toBeLessThan(6 * 3600_000 + 60_000);

    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'POST', path: '/api/inquiries', entityId: row.id });
    expect(entries[0]?.body).toMatchObject({
      id: row.id,
      templateId: template.id,
      priority: 'high',
    });
  });

  it('maps a workflow-category template to the inquiry category it names, else general', async () => {
    db = await freshDb();
    await db.workflowCategories.put({ id: 'c1', name: 'Đỗ xe' } as never);
    const parking = await seedTemplate(db, 1, { category: 'c1' });
    const other = await seedTemplate(db, 1, { category: 'administrative' });
    expect((await createInquiry(values(parking.template.id), { db })).category).toBe('parking');
    expect((await createInquiry(values(other.template.id), { db })).category).toBe('general');
  });

  it('rejects a missing title or content with the spec messages and writes nothing', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 1);
    await expect(createInquiry({ ...values(template.id), title: ' ' }, { db })).rejects.toThrow(
      'Tiêu đề yêu cầu là bắt buộc',
    );
    await expect(
      createInquiry({ ...values(template.id), description: '' }, { db }),
    ).rejects.toThrow('Nội dung là bắt buộc');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('initProgress', () => {
  it('creates provisional steps in template order and queues ONE init-progress POST', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    expect(await initProgress(inquiry.id, { db })).toBe(true);

    const steps = (await db.inquiryProgress.toArray()).sort((a, b) => a.stepOrder - b.stepOrder);
    expect(steps.map((s) => [s.stepOrder, s.stepTitle, s.status, s.version])).toEqual([
      [1, 'Bước 1', 'pending', 0],
      [2, 'Bước 2', 'waiting', 0],
      [3, 'Bước 3', 'waiting', 0],
    ]);
    expect(steps[0]).toMatchObject({ assignee: 'Nhân viên 1', assigneeRole: 'Kỹ thuật' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: `/api/inquiries/${inquiry.id}/init-progress`,
      answer: 'none',
      body: { templateId: template.id, initiatorId: 'admin-001' },
    });
  });

  it('does it once for a double click, and never when steps exist or a request waits', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    const results = await Promise.all([
      initProgress(inquiry.id, { db }),
      initProgress(inquiry.id, { db }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await initProgress(inquiry.id, { db })).toBe(false);
    await db.inquiryProgress.clear();
    expect(await initProgress(inquiry.id, { db })).toBe(false); // the request still waits
    expect(await db.outbox.count()).toBe(1);
  });

  it('uses a template of the same category for an inquiry without one, else refuses', async () => {
    db = await freshDb();
    const other = await seedInquiry(db, { category: 'parking' });
    await expect(initProgress(other.id, { db })).rejects.toThrow('Yêu cầu chưa có mẫu quy trình');
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { category: 'maintenance' });
    expect(await initProgress(inquiry.id, { db })).toBe(true);
    expect((await db.inquiries.get(inquiry.id))?.templateId).toBe(template.id);
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ templateId: template.id });
    expect(await db.inquiryProgress.count()).toBe(2);
  });

  it('drops the provisional steps once the server rows arrive', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const local = await db.inquiryProgress.toArray();
    await dropProvisionalSteps(inquiry.id, { db });
    expect(await db.inquiryProgress.count()).toBe(2); // nothing from the server yet
    // The server made its own ids (this device's template copy was stale): same orders.
    await db.inquiryProgress.bulkPut(
      local.map((step, i) => ({ ...step, id: `server-${i + 1}`, version: 12 + i })),
    );
    await dropProvisionalSteps(inquiry.id, { db });
    expect((await db.inquiryProgress.toArray()).map((s) => s.id).sort()).toEqual([
      'server-1',
      'server-2',
    ]);
  });
});

describe('dropOrphanSteps', () => {
  it('deletes old provisional steps only when their request no longer waits', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const later = Date.now() + 60_000;
    await dropOrphanSteps(inquiry.id, { db }, later);
    expect(await db.inquiryProgress.count()).toBe(2); // the request still waits
    await db.outbox.clear(); // e.g. discarded on the sync screen
    await dropOrphanSteps(inquiry.id, { db });
    expect(await db.inquiryProgress.count()).toBe(2); // too recent: the pull may be on its way
    await dropOrphanSteps(inquiry.id, { db }, later);
    expect(await db.inquiryProgress.count()).toBe(0);
  });
});

describe('updateStep and updateInquiryStatus', () => {
  it('starts a provisional step offline: its id went with the queued init request', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const steps = await db.inquiryProgress.orderBy('id').toArray();
    const first = steps.sort((a, b) => a.stepOrder - b.stepOrder)[0];
    await updateStep(must(first).id, { status: 'in_progress' }, { db });
    const queue = await db.outbox.orderBy('seq').toArray();
    expect(queue.map((e) => `${e.method} ${e.path}`)).toEqual([
      `POST /api/inquiries/${inquiry.id}/init-progress`,
      `PATCH /api/inquiries/${inquiry.id}/progress/${must(first).id}`,
    ]);
    expect((queue[0]?.body as { stepIds: string[] }).stepIds).toEqual(
      steps.sort((a, b) => a.stepOrder - b.stepOrder).map((step) => step.id),
    );
  });

  it('starts and completes a server step with stamps', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 1);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const [provisional] = await db.inquiryProgress.toArray();
    await db.inquiryProgress.put({ ...must(provisional), version: 20 });
    const started = await updateStep(must(provisional).id, { status: 'in_progress' }, { db });
    expect(started.startedAt).not.toBeNull();
    const done = await updateStep(
      must(provisional).id,
      { status: 'completed', notes: 'Đã thay vòi' },
      { db },
    );
    expect(done).toMatchObject({
      status: 'completed',
      notes: 'Đã thay vòi',
      startedAt: started.startedAt,
    });
    expect(done.completedAt).not.toBeNull();
    const patches = (await db.outbox.toArray()).filter((e) => e.method === 'PATCH');
    expect(patches.map((e) => e.body)).toEqual([
      { status: 'in_progress', baseVersion: 20 },
      { status: 'completed', notes: 'Đã thay vòi', baseVersion: 20 },
    ]);
    expect(patches[0]?.path).toBe(`/api/inquiries/${inquiry.id}/progress/${must(provisional).id}`);
  });

  it('makes the next waiting step pending when a step is completed', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const rows = await db.inquiryProgress.toArray();
    await db.inquiryProgress.bulkPut(rows.map((row) => ({ ...row, version: 30 })));
    const first = must(rows.find((row) => row.stepOrder === 1));
    await updateStep(first.id, { status: 'completed' }, { db });
    const byOrder = (await db.inquiryProgress.toArray()).sort((a, b) => a.stepOrder - b.stepOrder);
    expect(byOrder.map((row) => row.status)).toEqual(['completed', 'pending', 'waiting']);
    const patches = (await db.outbox.toArray()).filter((e) => e.method === 'PATCH');
    expect(patches.map((e) => e.body)).toEqual([
      { status: 'completed', baseVersion: 30 },
      { status: 'pending', baseVersion: 30 },
    ]);
  });

  it('patches the inquiry status with its base version', async () => {
    db = await freshDb();
    const inquiry = await seedInquiry(db);
    await updateInquiryStatus(inquiry.id, 'completed', { db });
    expect((await db.inquiries.get(inquiry.id))?.status).toBe('completed');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'PATCH', body: { status: 'completed', baseVersion: 9 } });
  });
});
