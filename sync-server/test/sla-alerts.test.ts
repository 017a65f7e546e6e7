import { expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/accounts';
import { createJobs } from '../src/services/jobs';
import { createApartment } from './assignment-fixtures';
import { staffOf, twoComplexes } from './complex-fixtures';
import { describeEachDatabase } from './harness';

const HOUR_MS = 60 * 60 * 1000;
/** Ten hours to resolve a request of normal priority: its last fifth starts at hour 8. */
const policy = { medium: { responseHours: 1, resolutionHours: 10 } };

describeEachDatabase('deadline reminders and overdue notices (S30)', (use) => {
  /**
   * A new complex with a technician, a manager, block A's rule giving every request to the
   * technician, and a category with `policy` behind a template: requests made from it have
   * deadlines and an assignee the real way (S24, S28).
   */
  async function setup({ manager = true } = {}) {
    const { admin, second } = await twoComplexes(use);
    const unit = await createApartment(admin, {
      unitNumber: `A-${Date.now() % 10_000}`,
      buildingBlock: 'A',
      floor: 1,
      complexId: second,
    });
    const tech = await staffOf(use, [second]);
    const boss = manager ? await staffOf(use, [second], 'manager') : null;
    const category = await admin
      .post('/api/workflow-categories')
      .send({ name: 'Điện', complexId: second });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    await admin.patch(`/api/workflow-categories/${category.body.id}`).send({ sla: policy });
    const template = await admin
      .post('/api/workflow-templates')
      .send({ templateName: 'Sửa điện', category: category.body.id, complexId: second });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const rules = await admin
      .put(`/api/complexes/${second}/assignment-rules`)
      .send({ rules: [{ categoryId: null, blockId: null, userId: tech.userId }] });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const request = async (title = 'Mất điện căn hộ') => {
      const made = await admin.post('/api/inquiries').send({
        title,
        description: 'Cầu dao nhảy liên tục',
        apartmentId: unit.id,
        templateId: template.body.id,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.assigneeId).toBe(tech.userId);
      return made.body as {
        id: string;
        number: string;
        createdAt: string;
        resolutionDueAt: string;
      };
    };
    return { admin, tech, boss, request };
  }

  /** The notifications about one request, as (account, kind) pairs, sorted. */
  async function alertsOf(inquiryId: string) {
    const rows = await use()
      .db('notifications')
      .where({ url: `/inquiries/${inquiryId}` })
      .whereIn('kind', ['inquiryDueSoon', 'inquiryOverdue'])
      .orderBy(['kind', 'user_id']);
    return rows.map((r: Record<string, unknown>) => `${String(r.kind)}:${String(r.user_id)}`);
  }

  const at = (made: { createdAt: string }, hours: number) =>
    new Date(Date.parse(made.createdAt) + hours * HOUR_MS);

  it('S30: the assignee is reminded once in the last fifth, the managers told once past due', async () => {
    const { tech, boss, request } = await setup();
    const made = await request();
    expect(Date.parse(made.resolutionDueAt) - Date.parse(made.createdAt)).toBe(10 * HOUR_MS);

    await createJobs(use().db).sendSlaAlerts(at(made, 7.9));
    expect(await alertsOf(made.id)).toEqual([]);

    // Two replicas' rounds at once: one reminder.
    await Promise.all([
      createJobs(use().db).sendSlaAlerts(at(made, 8.1)),
      createJobs(use().db).sendSlaAlerts(at(made, 8.1)),
    ]);
    expect(await alertsOf(made.id)).toEqual([`inquiryDueSoon:${tech.userId}`]);
    const [reminder] = await use()
      .db('notifications')
      .where({ url: `/inquiries/${made.id}`, kind: 'inquiryDueSoon' });
    expect(reminder.title).toBe('Yêu cầu sắp quá hạn');
    expect(reminder.body).toContain('còn 1 giờ');
    expect(made.number).toMatch(/-YC-\d{4}-\d{5}$/);
    expect(reminder.body).toContain(`(${made.number})`);

    await createJobs(use().db).sendSlaAlerts(at(made, 9));
    await Promise.all([
      createJobs(use().db).sendSlaAlerts(at(made, 10.5)),
      createJobs(use().db).sendSlaAlerts(at(made, 10.5)),
    ]);
    await createJobs(use().db).sendSlaAlerts(at(made, 30));
    expect(await alertsOf(made.id)).toEqual([
      `inquiryDueSoon:${tech.userId}`,
      `inquiryOverdue:${boss?.userId}`,
    ]);
    const [notice] = await use()
      .db('notifications')
      .where({ url: `/inquiries/${made.id}`, kind: 'inquiryOverdue' });
    expect(notice.body).toContain('Người phụ trách: Đỗ Thị Hoa');
    expect(notice.urgent).toBe(true);
    // The technician's own devices hold the reminder; the manager's the notice (S25).
    const feed = await tech.agent.get('/api/sync/changes?since=0&limit=1000');
    const kinds = (feed.body.changes as { entity: string; data: { kind?: string } | null }[])
      .filter((c) => c.entity === 'notification')
      .map((c) => c.data?.kind);
    expect(kinds).toContain('inquiryDueSoon');
    expect(kinds).not.toContain('inquiryOverdue');
  });

  it('S30: a request done, or waiting for the resident, is not chased; one past due is told only that', async () => {
    const { admin, boss, request } = await setup();
    const done = await request('Đã sửa xong');
    await admin.patch(`/api/inquiries/${done.id}`).send({ status: 'completed' });
    const waiting = await request('Chờ cư dân mở cửa');
    await admin.patch(`/api/inquiries/${waiting.id}`).send({ status: 'pending' });
    const late = await request('Quá hạn từ lâu');

    await createJobs(use().db).sendSlaAlerts(at(late, 50));
    expect(await alertsOf(done.id)).toEqual([]);
    expect(await alertsOf(waiting.id)).toEqual([]);
    // Found only once past due (the job was down): the managers' notice, no stale reminder.
    expect(await alertsOf(late.id)).toEqual([`inquiryOverdue:${boss?.userId}`]);
  });

  it('S30: a request reassigned by hand reminds the managers; with no manager the company administrators hear', async () => {
    const { admin, boss, request } = await setup();
    const made = await request();
    const patched = await admin
      .patch(`/api/inquiries/${made.id}`)
      .send({ assignedTo: 'Thợ điện ngoài' });
    expect(patched.body).toMatchObject({ assignedTo: 'Thợ điện ngoài', assigneeId: null });
    await createJobs(use().db).sendSlaAlerts(at(made, 9));
    expect(await alertsOf(made.id)).toEqual([`inquiryDueSoon:${boss?.userId}`]);

    const alone = await setup({ manager: false });
    const unmanaged = await alone.request();
    await createJobs(use().db).sendSlaAlerts(at(unmanaged, 11));
    const told = await alertsOf(unmanaged.id);
    expect(told).toContain(`inquiryOverdue:${demoAccounts.admin.id}`);
    expect(told.every((t) => t.startsWith('inquiryOverdue:'))).toBe(true);
  });
});
