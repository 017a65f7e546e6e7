import { type InquiryProgress, messages, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb, OutboxEntry } from '../../data';
import { applyPage } from '../../data/pull';
import { createInquiry, initProgress, updateInquiryStatus, updateStep } from './mutations';
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

/** The queued mutations as the server will receive them. */
const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((entry: OutboxEntry) => ({
    name: 'name' in entry ? entry.name : null,
    args: 'args' in entry ? entry.args : null,
    label: entry.label,
  }));

const stepsOf = async (inquiryId: string) =>
  (await db.inquiryProgress.where('inquiryId').equals(inquiryId).toArray()).sort(
    (a, b) => a.stepOrder - b.stepOrder,
  );

describe('createInquiry', () => {
  it('stores the row at once and queues one createInquiry with the client id and category', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const before = Date.now();
    const row = await createInquiry(values(template.id), { db });

    const stored = await db.inquiries.get(row.id);
    expect(stored).toMatchObject({
      title: 'Vòi nước rò rỉ',
      category: 'maintenance',
      status: 'new',
      templateId: template.id,
      createdBy: 'admin-001',
      version: 0,
    });
    expect(stored?.searchText).toBe('voi nuoc ro ri');
    // The mutation's rule: the template steps' estimated hours (3 × 2 h).
    const due = Date.parse(stored?.dueDate ?? '');
    expect(due - before).toBeGreaterThanOrEqual(6 * 3600_000);
    expect(due - before).toBeLessThan(6 * 3600_000 + 60_000);

    const [entry, ...rest] = await queued();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      name: 'createInquiry',
      args: { id: row.id, templateId: template.id, priority: 'high' },
      label: 'Tạo yêu cầu "Vòi nước rò rỉ"',
    });
    // The category is not the device's choice: the rule takes the template's, on both sides.
    expect(entry?.args).not.toMatchObject({ category: 'maintenance' });
    // The due date is not sent: the server computes it by the same rule.
    expect(entry?.args).not.toHaveProperty('dueDate');
  });

  it('maps a workflow-category template to the inquiry category it names, else general', async () => {
    db = await freshDb();
    const parkingId = uuidv7();
    await db.workflowCategories.put({ id: parkingId, name: 'Đỗ xe' } as never);
    const parking = await seedTemplate(db, 1, { category: parkingId });
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
    expect(await db.inquiries.count()).toBe(0);
  });
});

describe('initProgress', () => {
  it('creates the steps in template order under device-made ids and queues ONE initProgress', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    expect(await initProgress(inquiry.id, { db })).toBe(true);

    const steps = await stepsOf(inquiry.id);
    expect(steps.map((s) => [s.stepOrder, s.stepTitle, s.status, s.version])).toEqual([
      [1, 'Bước 1', 'pending', 0],
      [2, 'Bước 2', 'waiting', 0],
      [3, 'Bước 3', 'waiting', 0],
    ]);
    expect(steps[0]).toMatchObject({ assignee: 'Nhân viên 1', assigneeRole: 'Kỹ thuật' });
    expect(await queued()).toEqual([
      {
        name: 'initProgress',
        args: { id: inquiry.id, templateId: template.id, stepIds: steps.map((s) => s.id) },
        label: `Tạo tiến trình cho yêu cầu "${inquiry.title}"`,
      },
    ]);
  });

  it('queues nothing more once the steps are here, and creates them once for a double click', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    const results = await Promise.all([
      initProgress(inquiry.id, { db }),
      initProgress(inquiry.id, { db }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.inquiryProgress.count()).toBe(2);
    const entries = await db.outbox.count();
    expect(await initProgress(inquiry.id, { db })).toBe(false);
    expect(await db.outbox.count()).toBe(entries);
  });

  it('uses a template of the same category for an inquiry without one, else refuses', async () => {
    db = await freshDb();
    const other = await seedInquiry(db, { category: 'parking' });
    await expect(initProgress(other.id, { db })).rejects.toThrow('Yêu cầu chưa có mẫu quy trình');
    expect(await db.outbox.count()).toBe(0);
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { category: 'maintenance' });
    expect(await initProgress(inquiry.id, { db })).toBe(true);
    expect((await db.inquiries.get(inquiry.id))?.templateId).toBe(template.id);
    expect((await queued())[0]?.args).toMatchObject({ templateId: template.id });
    expect(await db.inquiryProgress.count()).toBe(2);
  });

  it("a pull bringing another device's steps replaces this device's: the re-run creates nothing", async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const mine = await stepsOf(inquiry.id);
    const theirs: InquiryProgress[] = mine.map((step, i) => ({
      ...step,
      id: `0197a000-0000-7000-8000-00000000000${i + 1}`,
      version: 40 + i,
    }));
    const changes = theirs.map((step) => ({
      entity: 'inquiryProgress' as const,
      id: step.id,
      version: step.version,
      deletedAt: null,
      data: step,
    }));
    await applyPage(db, { changes, cursor: 41, hasMore: false }, 'admin-001');
    expect((await stepsOf(inquiry.id)).map((s) => [s.id, s.version])).toEqual(
      theirs.map((s) => [s.id, s.version]),
    );
    // Still queued: the server answers it unchanged, and its confirmation lets it go.
    expect((await queued()).map((e) => e.name)).toEqual(['initProgress']);
  });
});

describe('updateStep and updateInquiryStatus', () => {
  it('starts a step offline before the server answered: its id went with the queued init', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const [first] = await stepsOf(inquiry.id);
    await updateStep(must(first).id, { status: 'in_progress' }, { db });
    expect((await db.inquiryProgress.get(must(first).id))?.status).toBe('in_progress');
    const queue = await queued();
    expect(queue.map((e) => e.name)).toEqual(['initProgress', 'updateStep']);
    // No base version for a row the server has not numbered yet.
    expect(queue[1]?.args).toEqual({
      id: must(first).id,
      inquiryId: inquiry.id,
      status: 'in_progress',
    });
    expect(queue[1]?.label).toBe('Cập nhật bước "Bước 1"');
  });

  it('starts and completes a server step: stamps, the inquiry moves, the base version goes along', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 1);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const [step] = await db.inquiryProgress.toArray();
    await db.inquiryProgress.put({ ...must(step), version: 20 });
    const started = await updateStep(must(step).id, { status: 'in_progress' }, { db });
    expect(started.startedAt).not.toBeNull();
    expect((await db.inquiries.get(inquiry.id))?.status).toBe('in_progress');
    const done = await updateStep(
      must(step).id,
      { status: 'completed', notes: 'Đã thay vòi' },
      { db },
    );
    expect(done).toMatchObject({
      status: 'completed',
      notes: 'Đã thay vòi',
      startedAt: started.startedAt,
    });
    expect(done.completedAt).not.toBeNull();
    const updates = (await queued()).filter((e) => e.name === 'updateStep').map((e) => e.args);
    expect(updates).toEqual([
      { id: must(step).id, inquiryId: inquiry.id, status: 'in_progress', baseVersion: 20 },
      {
        id: must(step).id,
        inquiryId: inquiry.id,
        status: 'completed',
        notes: 'Đã thay vòi',
        baseVersion: 20,
      },
    ]);
  });

  it('marks a step internal on the device at once (new steps are not) and queues the flag alone', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const [, second] = await stepsOf(inquiry.id);
    expect(must(second).isInternal).toBe(false);
    const marked = await updateStep(must(second).id, { isInternal: true }, { db });
    expect(marked).toMatchObject({ isInternal: true, status: 'waiting' });
    expect((await db.inquiryProgress.get(must(second).id))?.isInternal).toBe(true);
    const updates = (await queued()).filter((e) => e.name === 'updateStep').map((e) => e.args);
    expect(updates).toEqual([{ id: must(second).id, inquiryId: inquiry.id, isInternal: true }]);
  });

  it('makes the next waiting step pending when a step is completed, in the one mutation', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 3);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    const [first] = await stepsOf(inquiry.id);
    await updateStep(must(first).id, { status: 'completed' }, { db });
    expect((await stepsOf(inquiry.id)).map((row) => row.status)).toEqual([
      'completed',
      'pending',
      'waiting',
    ]);
    expect((await queued()).map((e) => e.name)).toEqual(['initProgress', 'updateStep']);
  });

  it('completes a request with its open steps skipped in one queued change, the reason on each step', async () => {
    db = await freshDb();
    const { template } = await seedTemplate(db, 2);
    const inquiry = await seedInquiry(db, { templateId: template.id });
    await initProgress(inquiry.id, { db });
    await expect(updateInquiryStatus(inquiry.id, 'completed', { db })).rejects.toThrow(
      messages.inquiry.stepsOpen,
    );
    await updateInquiryStatus(inquiry.id, 'completed', {
      db,
      openSteps: 'skip',
      skipReason: 'Cư dân huỷ yêu cầu',
    });
    expect((await db.inquiries.get(inquiry.id))?.status).toBe('completed');
    expect((await stepsOf(inquiry.id)).map((s) => [s.status, s.skipReason])).toEqual([
      ['skipped', 'Cư dân huỷ yêu cầu'],
      ['skipped', 'Cư dân huỷ yêu cầu'],
    ]);
    const changes = await queued();
    expect(changes.map((e) => e.name)).toEqual(['initProgress', 'updateInquiry']);
    expect(changes[1]?.args).toMatchObject({
      status: 'completed',
      openSteps: 'skip',
      skipReason: 'Cư dân huỷ yêu cầu',
    });
  });

  it('queues updateInquiry with the status and its base version; the same status queues nothing', async () => {
    db = await freshDb();
    const inquiry = await seedInquiry(db);
    await updateInquiryStatus(inquiry.id, 'completed', { db });
    expect((await db.inquiries.get(inquiry.id))?.status).toBe('completed');
    await updateInquiryStatus(inquiry.id, 'completed', { db });
    expect(await queued()).toEqual([
      {
        name: 'updateInquiry',
        args: { id: inquiry.id, status: 'completed', baseVersion: 9 },
        label: `Cập nhật trạng thái yêu cầu "${inquiry.title}"`,
      },
    ]);
  });
});
