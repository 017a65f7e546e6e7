import { randomUUID } from 'node:crypto';
import { messages } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import {
  auditOf,
  createInquiry,
  createResident,
  createTemplate,
  linkDemoResident,
} from '../../test/inquiry-fixtures';

type Step = { id: string; stepOrder: number; stepTitle: string; status: string };

const threeSteps = [
  { stepName: 'Tiếp nhận', defaultAssigneeName: 'Lễ tân', defaultAssigneeRole: 'admin' },
  { stepName: 'Kiểm tra', estimatedDuration: 4, description: 'Kỹ thuật viên đến xem' },
  { stepName: 'Sửa chữa', isRequired: false },
];

describeEachDatabase('inquiry progress', (use) => {
  /** An admin, a template with three steps and an inquiry made from it. */
  async function setup(inquiryOverrides: Record<string, unknown> = {}) {
    const admin = await use().signIn('admin');
    const { template, steps } = await createTemplate(admin, threeSteps);
    const inquiry = await createInquiry(admin, { templateId: template.id, ...inquiryOverrides });
    return { admin, template, steps, inquiry };
  }

  describe('init-progress', () => {
    it("creates the steps from the inquiry's template, numbered and pending then waiting", async () => {
      const { admin, inquiry } = await setup();
      const res = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
      expect(res.status).toBe(201);
      expect(res.body.progressSteps).toHaveLength(3);
      expect(res.body.progressSteps[0]).toMatchObject({
        inquiryId: inquiry.id,
        stepOrder: 1,
        stepTitle: 'Tiếp nhận',
        status: 'pending',
        assignee: 'Lễ tân',
        assigneeRole: 'admin',
        description: null,
        isRequired: true,
        estimatedDuration: null,
        startedAt: null,
        completedAt: null,
        notes: null,
        deletedAt: null,
      });
      expect(res.body.progressSteps[1]).toMatchObject({
        stepOrder: 2,
        stepTitle: 'Kiểm tra',
        status: 'waiting',
        description: 'Kỹ thuật viên đến xem',
        estimatedDuration: 4,
      });
      expect(res.body.progressSteps[2]).toMatchObject({
        stepOrder: 3,
        status: 'waiting',
        isRequired: false,
      });

      const progress = await admin.get(`/api/inquiries/${inquiry.id}/progress`);
      expect(progress.status).toBe(200);
      expect(progress.body).toEqual({
        id: inquiry.id,
        title: inquiry.title,
        status: 'new',
        progressSteps: res.body.progressSteps,
      });
    });

    it("uses the body's template and gives it to an inquiry that had none", async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin, threeSteps);
      const inquiry = await createInquiry(admin);
      const res = await admin
        .post(`/api/inquiries/${inquiry.id}/init-progress`)
        .send({ templateId: template.id, initiatorId: 'admin-001' });
      expect(res.status).toBe(201);
      expect(res.body.progressSteps.map((s: Step) => s.stepTitle)).toEqual([
        'Tiếp nhận',
        'Kiểm tra',
        'Sửa chữa',
      ]);
      const after = await admin.get(`/api/inquiries/${inquiry.id}`);
      expect(after.body.templateId).toBe(template.id);
      expect(after.body.version).toBeGreaterThan(inquiry.version);
      expect((await auditOf(use().db, inquiry.id)).map((a) => a.action)).toEqual([
        'create',
        'update',
      ]);
    });

    it('orders template steps with the same order by creation and renumbers them 1..n', async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin, [
        { stepName: 'C', stepOrder: 3 },
        { stepName: 'A', stepOrder: 1 },
        { stepName: 'B1', stepOrder: 2 },
        { stepName: 'B2', stepOrder: 2 },
      ]);
      const detail = await admin.get(`/api/workflow-templates/${template.id}`);
      expect(detail.body.templateSteps.map((s: { stepName: string }) => s.stepName)).toEqual([
        'A',
        'B1',
        'B2',
        'C',
      ]);
      const inquiry = await createInquiry(admin, { templateId: template.id });
      const res = await admin.post(`/api/inquiries/${inquiry.id}/auto-create-progress`);
      expect(res.status).toBe(201);
      expect(res.body.progressSteps.map((s: Step) => [s.stepOrder, s.stepTitle])).toEqual([
        [1, 'A'],
        [2, 'B1'],
        [3, 'B2'],
        [4, 'C'],
      ]);
    });

    it('S13: client-made step ids become the steps, so a step started offline applies', async () => {
      const { admin, inquiry } = await setup();
      const stepIds = [randomUUID(), randomUUID(), randomUUID()];
      const init = await admin
        .post(`/api/inquiries/${inquiry.id}/init-progress`)
        .send({ templateId: inquiry.templateId, stepIds });
      expect(init.status).toBe(201);
      expect(init.body.progressSteps.map((s: { id: string }) => s.id)).toEqual(stepIds);
      const started = await admin
        .patch(`/api/inquiries/${inquiry.id}/progress/${stepIds[0]}`)
        .send({ status: 'in_progress' });
      expect(started.status).toBe(200);
      // A wrong count of ids is ignored: the server makes its own.
      const other = (await setup()).inquiry;
      const mine = await admin
        .post(`/api/inquiries/${other.id}/init-progress`)
        .send({ stepIds: [randomUUID()] });
      expect(mine.status).toBe(201);
      expect(mine.body.progressSteps).toHaveLength(3);
    });

    it('S9: init-progress twice creates the steps once (sequentially)', async () => {
      const { db } = use();
      const { admin, inquiry } = await setup();
      const first = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`).send({});
      expect(first.status).toBe(201);
      const audit = await countRows(db, 'audit_log');
      const second = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const auto = await admin.post(`/api/inquiries/${inquiry.id}/auto-create-progress`);
      expect(auto.status).toBe(200);
      expect(auto.body).toEqual(first.body);
      expect(await countRows(db, 'inquiry_progress')).toBe(3);
      expect(await countRows(db, 'audit_log')).toBe(audit);
    });

    it('S9: init-progress twice creates the steps once (concurrently)', async () => {
      const { db } = use();
      const { admin, inquiry } = await setup();
      // Three people of the complex: its technician and manager beside the administrator.
      const agents = [admin, await use().signIn('technician'), await use().signIn('manager')];
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (agents[i % agents.length] ?? admin)
            .post(
              `/api/inquiries/${inquiry.id}/${i % 2 ? 'auto-create-progress' : 'init-progress'}`,
            )
            .set('Idempotency-Key', randomUUID()),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(await countRows(db, 'inquiry_progress')).toBe(3);
      const created = results.find((r) => r.status === 201)?.body.progressSteps;
      for (const res of results) expect(res.body.progressSteps).toEqual(created);
    });

    it('S1: a replayed init-progress answers the stored 201', async () => {
      const { admin, inquiry } = await setup();
      const key = randomUUID();
      const url = `/api/inquiries/${inquiry.id}/init-progress`;
      const first = await admin.post(url).set('Idempotency-Key', key);
      const replay = await admin.post(url).set('Idempotency-Key', key);
      expect(first.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      const other = await admin
        .post(`/api/inquiries/${inquiry.id}/auto-create-progress`)
        .set('Idempotency-Key', key);
      expect(other.status).toBe(422);
      expect(await countRows(use().db, 'inquiry_progress')).toBe(3);
    });

    it('answers 400 without a template and 404 for an unknown template or inquiry', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const inquiry = await createInquiry(admin);
      const before = await countRows(db, 'audit_log');
      const none = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({
        code: 'validation',
        message: 'Yêu cầu chưa có mẫu quy trình',
      });
      const auto = await admin.post(`/api/inquiries/${inquiry.id}/auto-create-progress`);
      expect(auto.status).toBe(400);
      const unknown = await admin
        .post(`/api/inquiries/${inquiry.id}/init-progress`)
        .send({ templateId: randomUUID() });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Không tìm thấy mẫu quy trình');
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await admin.post(`/api/inquiries/${id}/init-progress`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Không tìm thấy yêu cầu');
      }
      const badBody = await admin
        .post(`/api/inquiries/${inquiry.id}/init-progress`)
        .send({ templateId: 'x' });
      expect(badBody.status).toBe(400);
      const extra = await admin
        .post(`/api/inquiries/${inquiry.id}/auto-create-progress`)
        .send({ templateId: randomUUID() });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe('Trường không được hỗ trợ: templateId');
      expect(await countRows(db, 'inquiry_progress')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('a deleted template creates nothing, and deleting one keeps the progress made from it', async () => {
      const { admin, template, inquiry } = await setup();
      const made = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
      expect(made.status).toBe(201);
      expect((await admin.delete(`/api/workflow-templates/${template.id}`)).status).toBe(204);
      const progress = await admin.get(`/api/inquiries/${inquiry.id}/progress`);
      expect(progress.body.progressSteps).toEqual(made.body.progressSteps);

      const fresh = await createInquiry(admin);
      const res = await admin
        .post(`/api/inquiries/${fresh.id}/init-progress`)
        .send({ templateId: template.id });
      expect(res.status).toBe(404);
      expect(await countRows(use().db, 'inquiry_progress')).toBe(3);
    });
  });

  describe('step PATCH', () => {
    async function started() {
      const context = await setup();
      const res = await context.admin.post(`/api/inquiries/${context.inquiry.id}/init-progress`);
      return {
        ...context,
        progressSteps: res.body.progressSteps as (Step & { version: number })[],
      };
    }

    it('sets startedAt on entering in_progress and moves a new inquiry to in_progress', async () => {
      const { db } = use();
      const { admin, inquiry, progressSteps } = await started();
      const [first] = progressSteps;
      const url = `/api/inquiries/${inquiry.id}/progress/${first?.id}`;
      const res = await admin.patch(url).send({
        status: 'in_progress',
        assignee: 'Hùng',
        assigneeRole: 'Kỹ thuật',
        notes: 'Đã gọi cư dân',
        baseVersion: first?.version,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: first?.id,
        status: 'in_progress',
        assignee: 'Hùng',
        assigneeRole: 'Kỹ thuật',
        notes: 'Đã gọi cư dân',
        completedAt: null,
      });
      expect(Date.parse(res.body.startedAt)).toBeGreaterThan(Date.now() - 60_000);

      const after = await admin.get(`/api/inquiries/${inquiry.id}`);
      expect(after.body.status).toBe('in_progress');
      expect(after.body.version).toBeGreaterThan(res.body.version);
      const audit = await auditOf(db, inquiry.id);
      expect(audit.at(-1)).toMatchObject({
        action: 'update',
        userId: 'admin-001',
        changes: { status: { from: 'new', to: 'in_progress' } },
      });

      // startedAt is kept when the step is started again after a pause.
      await admin.patch(url).send({ status: 'pending' });
      const again = await admin.patch(url).send({ status: 'in_progress' });
      expect(again.body.startedAt).toBe(res.body.startedAt);
    });

    it('sets completedAt on entering completed and clears it on leaving completed', async () => {
      const { admin, inquiry, progressSteps } = await started();
      await admin.patch(`/api/inquiries/${inquiry.id}`).send({ status: 'pending' });
      const url = `/api/inquiries/${inquiry.id}/progress/${progressSteps[1]?.id}`;
      const done = await admin.patch(url).send({ status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body.startedAt).toBeNull();
      expect(Date.parse(done.body.completedAt)).toBeGreaterThan(Date.now() - 60_000);
      const same = await admin.patch(url).send({ status: 'completed' });
      expect(same.body).toEqual(done.body);
      const reopened = await admin.patch(url).send({ status: 'in_progress' });
      expect(reopened.body.completedAt).toBeNull();
      expect(reopened.body.startedAt).not.toBeNull();
      // An inquiry that is no longer 'new' keeps its status.
      expect((await admin.get(`/api/inquiries/${inquiry.id}`)).body.status).toBe('pending');
    });

    it('REST parity: completing a step makes the next waiting step pending, and only that one', async () => {
      const { db } = use();
      const { admin, inquiry, progressSteps } = await started();
      const [first, second, third] = progressSteps;
      const stepUrl = (step?: Step) => `/api/inquiries/${inquiry.id}/progress/${step?.id}`;
      const done = await admin.patch(stepUrl(first)).send({ status: 'completed' });
      expect(done.status).toBe(200);

      const statuses = async () =>
        (
          (await admin.get(`/api/inquiries/${inquiry.id}/progress`)).body.progressSteps as Step[]
        ).map((step) => step.status);
      expect(await statuses()).toEqual(['completed', 'pending', 'waiting']);
      expect((await auditOf(db, second?.id as string)).at(-1)).toMatchObject({
        action: 'update',
        changes: { status: { from: 'waiting', to: 'pending' } },
      });

      // A next step already under way is left as it is.
      await admin.patch(stepUrl(third)).send({ status: 'in_progress' });
      await admin.patch(stepUrl(second)).send({ status: 'completed' });
      expect(await statuses()).toEqual(['completed', 'completed', 'in_progress']);
    });

    it('answers 404 for a step of another inquiry, an unknown or a malformed id', async () => {
      const { db } = use();
      const { admin, inquiry, template, progressSteps } = await started();
      const other = await createInquiry(admin, { templateId: template.id });
      const before = await countRows(db, 'audit_log');
      const step = progressSteps[0]?.id;
      for (const url of [
        `/api/inquiries/${other.id}/progress/${step}`,
        `/api/inquiries/${inquiry.id}/progress/${randomUUID()}`,
        `/api/inquiries/${inquiry.id}/progress/7`,
        `/api/inquiries/${randomUUID()}/progress/${step}`,
      ]) {
        const res = await admin.patch(url).send({ status: 'completed' });
        expect(res.status).toBe(404);
      }
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('rejects a bad status or an unknown field with 400 and changes nothing', async () => {
      const { db } = use();
      const { admin, inquiry, progressSteps } = await started();
      const url = `/api/inquiries/${inquiry.id}/progress/${progressSteps[0]?.id}`;
      const before = await countRows(db, 'audit_log');
      const bad = await admin.patch(url).send({ status: 'done' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Trạng thái bước không hợp lệ');
      const extra = await admin.patch(url).send({ stepOrder: 9 });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe('Trường không được hỗ trợ: stepOrder');
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('S1: a replayed step PATCH answers the stored step and changes nothing', async () => {
      const { db } = use();
      const { admin, inquiry, progressSteps } = await started();
      const url = `/api/inquiries/${inquiry.id}/progress/${progressSteps[0]?.id}`;
      const key = randomUUID();
      const first = await admin
        .patch(url)
        .set('Idempotency-Key', key)
        .send({ status: 'completed' });
      const audit = await countRows(db, 'audit_log');
      const replay = await admin
        .patch(url)
        .set('Idempotency-Key', key)
        .send({ status: 'completed' });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect(await countRows(db, 'audit_log')).toBe(audit);
    });
  });

  describe('status and steps agree', () => {
    it("PATCH refuses 'overdue' (400) and a completion with steps open (409), changing nothing; the steps done, it completes", async () => {
      const { admin, inquiry } = await setup();
      const url = `/api/inquiries/${inquiry.id}`;
      const overdue = await admin.patch(url).send({ status: 'overdue' });
      expect(overdue.status).toBe(400);
      expect(overdue.body.message).toBe(messages.inquiry.overdueNotChosen);

      const made = await admin.post(`${url}/init-progress`);
      const steps = (made.body as { progressSteps: { id: string }[] }).progressSteps;
      const early = await admin.patch(url).send({ status: 'completed' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(messages.inquiry.stepsOpen);
      expect((await admin.get(url)).body.status).toBe('new');

      // A step skipped needs a reason (400); with one it is kept on the step.
      const stepUrl = (id: string) => `${url}/progress/${id}`;
      const [first, second, third] = steps.map((s) => s.id) as [string, string, string];
      const bare = await admin.patch(stepUrl(third)).send({ status: 'skipped' });
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe(messages.progress.skipReasonRequired);
      const skipped = await admin
        .patch(stepUrl(third))
        .send({ status: 'skipped', skipReason: 'Không cần sửa chữa' });
      expect(skipped.status).toBe(200);
      expect(skipped.body).toMatchObject({ status: 'skipped', skipReason: 'Không cần sửa chữa' });
      for (const id of [first, second]) {
        expect((await admin.patch(stepUrl(id)).send({ status: 'completed' })).status).toBe(200);
      }
      const done = await admin.patch(url).send({ status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body.status).toBe('completed');
    });
  });

  describe('access', () => {
    it('answers 401 signed out and 403 to a resident user on the admin calls', async () => {
      const { admin, inquiry } = await setup();
      const made = await admin.post(`/api/inquiries/${inquiry.id}/init-progress`);
      const step = made.body.progressSteps[0].id;
      const anonymous = use().anonymous();
      const resident = await use().signIn('resident');
      for (const agent of [anonymous, resident]) {
        const status = agent === anonymous ? 401 : 403;
        expect((await agent.post(`/api/inquiries/${inquiry.id}/init-progress`)).status).toBe(
          status,
        );
        expect((await agent.post(`/api/inquiries/${inquiry.id}/auto-create-progress`)).status).toBe(
          status,
        );
        const patch = await agent
          .patch(`/api/inquiries/${inquiry.id}/progress/${step}`)
          .send({ status: 'completed' });
        expect(patch.status).toBe(status);
      }
      expect((await anonymous.get(`/api/inquiries/${inquiry.id}/progress`)).status).toBe(401);
    });

    it("S11: a resident user reads their inquiry's progress, and 404 for others'", async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const { residentId } = await linkDemoResident(admin, db);
      const { template } = await createTemplate(admin, threeSteps);
      const own = await createInquiry(admin, { residentId, templateId: template.id });
      const others = await createInquiry(admin, {
        residentId: await createResident(admin),
        templateId: template.id,
      });
      await admin.post(`/api/inquiries/${own.id}/init-progress`);
      await admin.post(`/api/inquiries/${others.id}/init-progress`);

      const mine = await resident.get(`/api/inquiries/${own.id}/progress`);
      expect(mine.status).toBe(200);
      expect(mine.body.progressSteps).toHaveLength(3);
      for (const id of [others.id, randomUUID(), 'bad-id']) {
        const res = await resident.get(`/api/inquiries/${id}/progress`);
        expect(res.status).toBe(404);
      }
    });
  });
});
