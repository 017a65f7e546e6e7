import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import {
  auditOf,
  createInquiry,
  createResident,
  createTemplate,
  linkDemoResident,
} from '../../test/inquiry-fixtures';

const templateBody = (overrides: Record<string, unknown> = {}) => ({
  templateName: 'Bảo trì thang máy',
  description: 'Quy trình bảo trì định kỳ',
  category: 'maintenance',
  ...overrides,
});

describeEachDatabase('workflow templates and categories', (use) => {
  describe('templates', () => {
    it('creates a template, adds steps and reads it with its steps in order', async () => {
      const admin = await use().signIn('admin');
      const created = await admin.post('/api/workflow-templates').send(templateBody());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        templateName: 'Bảo trì thang máy',
        description: 'Quy trình bảo trì định kỳ',
        category: 'maintenance',
        isActive: true,
        createdByAdminId: 'admin-001',
        deletedAt: null,
      });
      const id = created.body.id;
      const second = await admin.post(`/api/workflow-templates/${id}/steps`).send({
        stepName: 'Kiểm tra',
        stepOrder: 2,
        defaultAssigneeId: 'admin-002',
        defaultAssigneeName: 'Hùng',
        defaultAssigneeRole: 'admin',
        description: 'Kiểm tra cáp',
        estimatedDuration: 3,
      });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({
        templateId: id,
        stepName: 'Kiểm tra',
        stepOrder: 2,
        defaultAssigneeId: 'admin-002',
        estimatedDuration: 3,
        isRequired: true,
      });
      const first = await admin
        .post(`/api/workflow-templates/${id}/steps`)
        .send({ stepName: 'Tiếp nhận', stepOrder: 1, isRequired: false });
      expect(first.body).toMatchObject({ defaultAssigneeName: null, estimatedDuration: null });
      // Two offline devices may both add "step 2": both are kept, the older first.
      const twin = await admin
        .post(`/api/workflow-templates/${id}/steps`)
        .send({ stepName: 'Kiểm tra lại', stepOrder: 2 });
      expect(twin.status).toBe(201);

      const detail = await admin.get(`/api/workflow-templates/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({
        ...created.body,
        templateSteps: [first.body, second.body, twin.body],
      });
      const list = await admin.get('/api/workflow-templates');
      expect(list.body).toEqual([created.body]);
    });

    it('S4: template writes are audited, with the step create under its own entity', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const { template, steps } = await createTemplate(admin, [{}]);
      expect((await auditOf(db, template.id)).map((a) => a.action)).toEqual(['create']);
      const [stepAudit] = await auditOf(db, steps[0].id);
      expect(stepAudit?.changes.stepName).toEqual({ to: 'Bước 1' });
    });

    it.each([
      [{ templateName: '' }, 'Template name is required'],
      [{ templateName: undefined }, 'Template name is required'],
      [{ category: ' ' }, 'Category is required'],
      [{ category: undefined }, 'Category is required'],
      [{ isActive: false }, 'Trường không được hỗ trợ: isActive'],
      [{ id: 'abc' }, 'Mã định danh không hợp lệ'],
    ])('rejects the template %j with "%s" and changes nothing', async (overrides, message) => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const before = await countRows(db, 'audit_log');
      const res = await admin.post('/api/workflow-templates').send(templateBody(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', message });
      expect(await countRows(db, 'workflow_templates')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it.each([
      [{ stepName: '' }, 'Step name is required'],
      [{ stepName: undefined }, 'Step name is required'],
      [{ stepOrder: 0 }, 'Thứ tự bước phải từ 1 trở lên'],
      [{ estimatedDuration: -1 }, 'Thời gian dự kiến phải là số nguyên không âm'],
      [{ estimatedDuration: 1.5 }, 'Thời gian dự kiến phải là số nguyên không âm'],
      [{ templateId: randomUUID() }, 'Trường không được hỗ trợ: templateId'],
    ])('rejects the step %j with "%s" and changes nothing', async (overrides, message) => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin);
      const before = await countRows(db, 'audit_log');
      const res = await admin
        .post(`/api/workflow-templates/${template.id}/steps`)
        .send({ stepName: 'Bước', stepOrder: 1, ...overrides });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', message });
      expect(await countRows(db, 'template_steps')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('answers 404 for unknown or malformed template ids', async () => {
      const admin = await use().signIn('admin');
      for (const id of [randomUUID(), 'tpl-1']) {
        const get = await admin.get(`/api/workflow-templates/${id}`);
        expect(get.status).toBe(404);
        expect(get.body.message).toBe('Không tìm thấy mẫu quy trình');
        const step = await admin
          .post(`/api/workflow-templates/${id}/steps`)
          .send({ stepName: 'Bước', stepOrder: 1 });
        expect(step.status).toBe(404);
        expect((await admin.delete(`/api/workflow-templates/${id}`)).status).toBe(404);
        expect((await admin.post(`/api/workflow-templates/${id}/restore`)).status).toBe(404);
      }
      expect(await countRows(use().db, 'template_steps')).toBe(0);
    });

    it('deletes a template softly and restores it (the undo)', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const { template, steps } = await createTemplate(admin, [{}, {}]);
      const url = `/api/workflow-templates/${template.id}`;
      expect((await admin.delete(url)).status).toBe(204);
      const [row] = await db('workflow_templates').where({ id: template.id });
      expect(row.deleted_at).not.toBeNull();
      expect((await admin.get('/api/workflow-templates')).body).toEqual([]);
      expect((await admin.get(url)).status).toBe(404);
      const step = await admin.post(`${url}/steps`).send({ stepName: 'Muộn', stepOrder: 3 });
      expect(step.status).toBe(404);
      expect((await admin.delete(url)).status).toBe(404);

      const restored = await admin.post(`${url}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id: template.id, deletedAt: null });
      expect(restored.body.version).toBeGreaterThan(template.version);
      const again = await admin.post(`${url}/restore`).send({});
      expect(again.status).toBe(200);
      expect(again.body).toEqual(restored.body);
      const detail = await admin.get(url);
      expect(detail.body.templateSteps).toEqual(steps);
      expect((await auditOf(db, template.id)).map((a) => a.action)).toEqual([
        'create',
        'delete',
        'restore',
      ]);
      const extra = await admin.post(`${url}/restore`).send({ force: true });
      expect(extra.status).toBe(400);
    });

    it('S1: a replayed template create answers the stored response; another body 422', async () => {
      const admin = await use().signIn('admin');
      const key = randomUUID();
      const first = await admin
        .post('/api/workflow-templates')
        .set('Idempotency-Key', key)
        .send(templateBody());
      const replay = await admin
        .post('/api/workflow-templates')
        .set('Idempotency-Key', key)
        .send(templateBody());
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const other = await admin
        .post('/api/workflow-templates')
        .set('Idempotency-Key', key)
        .send(templateBody({ templateName: 'Khác' }));
      expect(other.status).toBe(422);
      expect(await countRows(use().db, 'workflow_templates')).toBe(1);
    });

    it('S1: a replayed delete answers 204 again instead of 404', async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin);
      const key = randomUUID();
      const url = `/api/workflow-templates/${template.id}`;
      expect((await admin.delete(url).set('Idempotency-Key', key)).status).toBe(204);
      const replay = await admin.delete(url).set('Idempotency-Key', key);
      expect(replay.status).toBe(204);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    });
  });

  describe('by inquiry', () => {
    it("answers the inquiry's template name and steps; 404 without one", async () => {
      const admin = await use().signIn('admin');
      const { template, steps } = await createTemplate(admin, [{}, {}], 'Khiếu nại');
      const inquiry = await createInquiry(admin, { templateId: template.id });
      const res = await admin.get(`/api/workflow-templates/by-inquiry/${inquiry.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ templateName: 'Khiếu nại', templateSteps: steps });

      const bare = await createInquiry(admin);
      for (const id of [bare.id, randomUUID(), 'x']) {
        expect((await admin.get(`/api/workflow-templates/by-inquiry/${id}`)).status).toBe(404);
      }
      await admin.delete(`/api/workflow-templates/${template.id}`);
      expect((await admin.get(`/api/workflow-templates/by-inquiry/${inquiry.id}`)).status).toBe(
        404,
      );
    });

    it("S11: a resident user reads their inquiry's template, and 404 for others'", async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const { residentId } = await linkDemoResident(admin, db);
      const { template } = await createTemplate(admin, [{}]);
      const own = await createInquiry(admin, { residentId, templateId: template.id });
      const others = await createInquiry(admin, {
        residentId: await createResident(admin),
        templateId: template.id,
      });
      expect((await resident.get(`/api/workflow-templates/by-inquiry/${own.id}`)).status).toBe(200);
      const res = await resident.get(`/api/workflow-templates/by-inquiry/${others.id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Không tìm thấy yêu cầu');
    });
  });

  describe('categories', () => {
    it('creates categories with the default colour and lists them', async () => {
      const admin = await use().signIn('admin');
      const plain = await admin.post('/api/workflow-categories').send({ name: 'Bảo trì' });
      expect(plain.status).toBe(201);
      expect(plain.body).toMatchObject({ name: 'Bảo trì', description: null, color: '#3B82F6' });
      const coloured = await admin
        .post('/api/workflow-categories')
        .send({ name: 'An ninh', description: 'Bảo vệ', color: '#EF4444' });
      expect(coloured.body).toMatchObject({ description: 'Bảo vệ', color: '#EF4444' });
      const list = await admin.get('/api/workflow-categories');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([plain.body, coloured.body]);
    });

    it.each([
      [{ name: '' }, 'Category name is required'],
      [{}, 'Category name is required'],
      [{ name: 'Xanh', color: 'blue' }, 'Màu phải có dạng #RRGGBB'],
      [{ name: 'Xanh', icon: 'x' }, 'Trường không được hỗ trợ: icon'],
    ])('rejects %j with "%s" and changes nothing', async (body, message) => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const before = await countRows(db, 'audit_log');
      const res = await admin.post('/api/workflow-categories').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', message });
      expect(await countRows(db, 'workflow_categories')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });
  });

  describe('access', () => {
    it('lets any signed-in user read, answers 401 signed out and 403 to a resident writing', async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin, [{}]);
      const resident = await use().signIn('resident');
      expect((await resident.get('/api/workflow-templates')).status).toBe(200);
      expect((await resident.get(`/api/workflow-templates/${template.id}`)).status).toBe(200);
      expect((await resident.get('/api/workflow-categories')).status).toBe(200);

      const anonymous = use().anonymous();
      const url = `/api/workflow-templates/${template.id}`;
      for (const [agent, status] of [
        [anonymous, 401],
        [resident, 403],
      ] as const) {
        expect((await agent.post('/api/workflow-templates').send(templateBody())).status).toBe(
          status,
        );
        expect((await agent.post(`${url}/steps`).send({ stepName: 'x' })).status).toBe(status);
        expect((await agent.delete(url)).status).toBe(status);
        expect((await agent.post(`${url}/restore`)).status).toBe(status);
        expect((await agent.post('/api/workflow-categories').send({ name: 'x' })).status).toBe(
          status,
        );
      }
      for (const path of [
        '/api/workflow-templates',
        url,
        `/api/workflow-templates/by-inquiry/${randomUUID()}`,
        '/api/workflow-categories',
      ]) {
        expect((await anonymous.get(path)).status).toBe(401);
      }
      expect(await countRows(use().db, 'workflow_templates')).toBe(1);
    });
  });
});
