/**
 * The demo admin makes every call of spec section 7 (and API.md's additions) on the demo data,
 * and every answer is checked against its contracts schema with no extra fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { z } from 'zod';
import {
  adminUserSchema,
  announcementRecipientViewSchema,
  announcementSchema,
  apartmentSchema,
  apartmentWithResidentsSchema,
  assignmentSchema,
  assignmentWithApartmentSchema,
  assignmentWithResidentSchema,
  changesResponseSchema,
  initProgressResponseSchema,
  inquiryProgressResponseSchema,
  inquiryProgressSchema,
  inquirySchema,
  inquiryWithDetailsSchema,
  messages,
  mockUserSchema,
  residentSchema,
  sendCodeResponseSchema,
  templateByInquirySchema,
  templateStepSchema,
  userResponseSchema,
  userSchema,
  uuidv7,
  workflowCategorySchema,
  workflowTemplateDetailSchema,
  workflowTemplateSchema,
} from '@chungcu/contracts';
import { createApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { seedDemoData } from '../src/demo/seed';
import { databaseKinds, type OpenDatabase, openTestDatabase } from './harness';

/** Parses with the schema and proves the answer carries no field the schema does not know. */
function expectShape<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.parse(value);
  const keys = (v: unknown) => (v && typeof v === 'object' ? Object.keys(v).sort() : []);
  expect(keys(parsed)).toEqual(keys(value));
  return parsed;
}
const expectList = <S extends z.ZodType>(schema: S, value: unknown) => {
  expect(Array.isArray(value)).toBe(true);
  return (value as unknown[]).map((item) => expectShape(schema, item));
};

describe.each(databaseKinds)('API tour as the demo admin [%s]', (kind) => {
  let open: OpenDatabase;
  let admin: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
    await seedDemoData(open.db);
    const app = await createApp({
      db: open.db,
      config: { ...defaultConfig, demo: true },
      log: () => {},
    });
    admin = request.agent(app);
    const login = await admin
      .post('/api/auth/login')
      .send({ email: 'admin@chungcu.demo', password: 'demo-admin' });
    expect(login.status).toBe(200);
    expectShape(userResponseSchema, login.body);
  }, 120_000);
  afterAll(() => open.close());

  it('auth and users', async () => {
    expect(expectShape(userSchema, (await admin.get('/api/auth/user')).body).role).toBe('admin');
    expectList(mockUserSchema, (await admin.get('/api/auth/mock-users')).body);
    expectList(userSchema, (await admin.get('/api/users')).body);
    const residents = expectList(userSchema, (await admin.get('/api/users/role/resident')).body);
    expect(residents.every((u) => u.role === 'resident')).toBe(true);
    expectList(adminUserSchema, (await admin.get('/api/admin-users')).body);
    const code = await admin.post('/api/auth/send-code').send({ phoneNumber: '+84987000111' });
    const { devCode } = expectShape(sendCodeResponseSchema, code.body);
    const verified = await admin
      .post('/api/auth/verify-code')
      .send({ phoneNumber: '+84987000111', verificationCode: devCode });
    expect(verified.status).toBe(201);
    expectShape(userResponseSchema, verified.body);
  });

  it('residents, apartments and assignments', async () => {
    const residents = expectList(residentSchema, (await admin.get('/api/residents')).body);
    expect(residents.length).toBeGreaterThan(20);
    const apartments = expectList(apartmentSchema, (await admin.get('/api/apartments')).body);
    expect(apartments.length).toBeGreaterThan(20);
    const cards = expectList(
      apartmentWithResidentsSchema,
      (await admin.get('/api/apartments-with-residents')).body,
    );
    const occupied = cards.find((c) => c.currentResidents.length > 0);
    expect(occupied).toBeDefined();
    const one = await admin.get(`/api/apartments/${occupied?.id}`);
    expect(expectShape(apartmentSchema, one.body).unitNumber).toBe(occupied?.unitNumber);
    expectList(
      assignmentWithResidentSchema,
      (await admin.get(`/api/apartments/${occupied?.id}/assignments`)).body,
    );
    expectList(
      assignmentWithResidentSchema,
      (await admin.get(`/api/apartments/${occupied?.id}/history`)).body,
    );
    expectList(assignmentWithApartmentSchema, (await admin.get('/api/assignments')).body);

    const resident = await admin.post('/api/residents').send({
      firstName: 'Hoa',
      lastName: 'Đặng Thị',
      idCardNumber: '079301000999',
      email: 'hoa.dang@example.vn',
      phone: '+84905556677',
    });
    expect(resident.status).toBe(201);
    expectShape(residentSchema, resident.body);
    const edited = await admin
      .patch(`/api/residents/${resident.body.id}`)
      .send({ status: 'pending' });
    expect(expectShape(residentSchema, edited.body).status).toBe('pending');

    const apartment = await admin.post('/api/apartments').set('Idempotency-Key', uuidv7()).send({
      unitNumber: 'C2-1207',
      buildingBlock: 'C',
      floor: 12,
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 850,
      monthlyRent: '1850',
      status: 'available',
      description: '2BR/1BA apartment in C tower',
      imageUrl: '/api/placeholder/400/300',
    });
    expect(apartment.status).toBe(201);
    expect(expectShape(apartmentSchema, apartment.body).monthlyRent).toBe('1850.00');
    const assignment = await admin.post('/api/assignments').send({
      apartmentId: apartment.body.id,
      residentId: resident.body.id,
      moveInDate: new Date().toISOString(),
      isPrimary: false,
      notes: null,
    });
    expect(assignment.status).toBe(201);
    expectShape(assignmentSchema, assignment.body);
    const primary = await admin
      .patch(`/api/assignments/${assignment.body.id}`)
      .send({ isPrimary: true });
    expect(expectShape(assignmentSchema, primary.body).isPrimary).toBe(true);
    expect((await admin.delete(`/api/assignments/${assignment.body.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/residents/${resident.body.id}`)).status).toBe(204);
  });

  it('inquiries, progress, templates and categories', async () => {
    const rows = expectList(
      inquiryWithDetailsSchema,
      (await admin.get('/api/inquiries-with-details')).body,
    );
    expect(new Set(rows.map((r) => r.inquiries.status))).toEqual(
      new Set(['new', 'in_progress', 'pending', 'completed', 'overdue']),
    );
    expectShape(inquirySchema, (await admin.get(`/api/inquiries/${rows[0]?.inquiries.id}`)).body);

    const categories = expectList(
      workflowCategorySchema,
      (await admin.get('/api/workflow-categories')).body,
    );
    const category = await admin
      .post('/api/workflow-categories')
      .send({ name: 'Vệ sinh', description: 'Vệ sinh khu vực chung' });
    expect(category.status).toBe(201);
    expect(expectShape(workflowCategorySchema, category.body).color).toBe('#3B82F6');
    const templates = expectList(
      workflowTemplateSchema,
      (await admin.get('/api/workflow-templates')).body,
    );
    expect(templates.length).toBeGreaterThan(0);
    const template = await admin.post('/api/workflow-templates').send({
      templateName: 'Vệ sinh hành lang',
      description: 'Quy trình xử lý yêu cầu vệ sinh',
      category: categories[0]?.id ?? category.body.id,
      createdByAdminId: 'admin-001',
    });
    expect(template.status).toBe(201);
    for (const [i, stepName] of ['Tiếp nhận', 'Xử lý', 'Nghiệm thu'].entries()) {
      const step = await admin.post(`/api/workflow-templates/${template.body.id}/steps`).send({
        stepName,
        stepOrder: i + 1,
        defaultAssigneeId: 'admin-002',
        defaultAssigneeName: 'Lê Văn Hùng',
        defaultAssigneeRole: 'Kỹ thuật viên',
        description: null,
        isRequired: true,
      });
      expect(step.status).toBe(201);
      expectShape(templateStepSchema, step.body);
    }
    const detail = expectShape(
      workflowTemplateDetailSchema,
      (await admin.get(`/api/workflow-templates/${template.body.id}`)).body,
    );
    expect(detail.templateSteps.map((s) => s.stepOrder)).toEqual([1, 2, 3]);

    const inquiry = await admin.post('/api/inquiries').send({
      title: 'Rác tồn đọng ở hành lang tầng 5',
      description: 'Rác chưa được thu gom hai ngày nay.',
      category: 'general',
      priority: 'high',
      status: 'new',
      residentId: rows.find((r) => r.residents)?.residents?.id ?? null,
      apartmentId: null,
      templateId: template.body.id,
    });
    expect(inquiry.status).toBe(201);
    const id = expectShape(inquirySchema, inquiry.body).id;
    const byInquiry = expectShape(
      templateByInquirySchema,
      (await admin.get(`/api/workflow-templates/by-inquiry/${id}`)).body,
    );
    expect(byInquiry.templateName).toBe('Vệ sinh hành lang');
    const init = await admin
      .post(`/api/inquiries/${id}/init-progress`)
      .send({ templateId: template.body.id, initiatorId: 'admin-001' });
    expect(init.status).toBe(201);
    const { progressSteps } = expectShape(initProgressResponseSchema, init.body);
    expect(progressSteps).toHaveLength(3);
    expect((await admin.post(`/api/inquiries/${id}/auto-create-progress`)).status).toBe(200);
    const started = await admin
      .patch(`/api/inquiries/${id}/progress/${progressSteps[0]?.id}`)
      .send({ status: 'in_progress', notes: 'Đã cử nhân viên' });
    expect(expectShape(inquiryProgressSchema, started.body).startedAt).not.toBeNull();
    const progress = expectShape(
      inquiryProgressResponseSchema,
      (await admin.get(`/api/inquiries/${id}/progress`)).body,
    );
    expect(progress.progressSteps.map((s) => s.status)).toEqual([
      'in_progress',
      'waiting',
      'waiting',
    ]);
    // Its steps still open, the request is not completed (409, with why); done, it is.
    const early = await admin.patch(`/api/inquiries/${id}`).send({ status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(messages.inquiry.stepsOpen);
    for (const step of progressSteps) {
      const done = await admin
        .patch(`/api/inquiries/${id}/progress/${step.id}`)
        .send({ status: 'completed' });
      expect(done.status).toBe(200);
    }
    const patched = await admin.patch(`/api/inquiries/${id}`).send({ status: 'completed' });
    expect(expectShape(inquirySchema, patched.body).status).toBe('completed');

    expect((await admin.delete(`/api/workflow-templates/${template.body.id}`)).status).toBe(204);
    const restored = await admin.post(`/api/workflow-templates/${template.body.id}/restore`);
    expect(expectShape(workflowTemplateSchema, restored.body).deletedAt).toBeNull();
  });

  it('announcements', async () => {
    const all = expectList(announcementSchema, (await admin.get('/api/announcements')).body);
    const sent = all.find((a) => a.status === 'sent');
    expect(all.some((a) => a.status === 'scheduled')).toBe(true);
    const recipients = expectList(
      announcementRecipientViewSchema,
      (await admin.get(`/api/announcements/${sent?.id}/recipients`)).body,
    );
    expect(recipients).toHaveLength(sent?.recipientCount ?? -1);
  });

  it('change feed, placeholder and logout', async () => {
    let cursor = 0;
    let pulled = 0;
    for (let pages = 1; ; pages++) {
      const res = await admin.get(`/api/sync/changes?since=${cursor}&limit=100`);
      const page = expectShape(changesResponseSchema, res.body);
      pulled += page.changes.length;
      cursor = page.cursor;
      if (pages === 1) expect(page.hasMore).toBe(true);
      if (!page.hasMore) break;
    }
    const tables = [
      'users',
      'complexes',
      'blocks',
      'residents',
      'apartments',
      'apartment_assignments',
      'inquiries',
    ];
    tables.push('inquiry_progress', 'workflow_categories', 'workflow_templates', 'template_steps');
    tables.push('inspection_templates', 'inspections', 'meters', 'meter_readings');
    tables.push('household_members', 'vehicles', 'household_requests');
    tables.push('announcements', 'announcement_recipients');
    tables.push('bank_accounts');
    tables.push('fee_types', 'billing_periods', 'invoices', 'unit_charges', 'payments');
    let rows = 0;
    for (const table of tables) rows += Number((await open.db(table).count('* as n'))[0]?.n);
    expect(pulled).toBe(rows);
    const svg = await admin.get('/api/placeholder/400/300');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const logout = await admin.get('/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await admin.get('/api/auth/user')).status).toBe(401);
  });
});
