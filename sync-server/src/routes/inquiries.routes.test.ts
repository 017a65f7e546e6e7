import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import {
  auditOf,
  createInquiry,
  createResident,
  createTemplate,
  inquiryBody,
  insertApartment,
  insertAssignment,
  linkDemoResident,
} from '../../test/inquiry-fixtures';

const HOUR_MS = 3_600_000;

describeEachDatabase('inquiries', (use) => {
  describe('admin', () => {
    it('creates, reads and lists inquiries with their resident and apartment, newest first', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const residentId = await createResident(admin, { firstName: 'Bình', lastName: 'Trần' });
      const apartmentId = await insertApartment(db, { unit_number: 'C3-301', building_block: 'C' });
      const first = await admin
        .post('/api/inquiries')
        .send({ title: 'Cửa hỏng', description: 'Cửa chính không khóa được.' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        title: 'Cửa hỏng',
        category: 'general',
        priority: 'medium',
        status: 'new',
        residentId: null,
        apartmentId: null,
        templateId: null,
        attachments: [],
        response: null,
        responseDate: null,
        dueDate: null,
        createdBy: 'admin-001',
        deletedAt: null,
      });
      const file = `/api/attachments/${randomUUID()}/content`;
      const second = await createInquiry(admin, { residentId, apartmentId, attachments: [file] });
      expect(second).toMatchObject({ residentId, apartmentId, attachments: [file] });

      const one = await admin.get(`/api/inquiries/${second.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(second);

      const list = await admin.get('/api/inquiries-with-details');
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        {
          inquiries: second,
          residents: { id: residentId, firstName: 'Bình', lastName: 'Trần' },
          apartments: { id: apartmentId, unitNumber: 'C3-301', buildingBlock: 'C' },
        },
        { inquiries: first.body, residents: null, apartments: null },
      ]);
    });

    it('derives the due date from the template steps when none is given', async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin, [
        { estimatedDuration: 2 },
        { estimatedDuration: null },
        { estimatedDuration: 22 },
      ]);
      const before = Date.now();
      const derived = await createInquiry(admin, { templateId: template.id });
      const after = Date.now();
      const due = Date.parse(derived.dueDate);
      expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR_MS - 1000);
      expect(due).toBeLessThanOrEqual(after + 24 * HOUR_MS + 1000);
      expect(derived.templateId).toBe(template.id);

      const given = await createInquiry(admin, { templateId: template.id, dueDate: '2030-01-31' });
      expect(given.dueDate).toBe('2030-01-31T00:00:00.000Z');

      const { template: noEstimates } = await createTemplate(admin, [{}, {}], 'Không ước lượng');
      const none = await createInquiry(admin, { templateId: noEstimates.id });
      expect(none.dueDate).toBeNull();
    });

    it('stores the template’s category for a request made from a template, whatever the body says', async () => {
      const admin = await use().signIn('admin');
      const { template } = await createTemplate(admin, [{}]);
      const made = await createInquiry(admin, { templateId: template.id, category: 'parking' });
      expect(made.category).toBe('maintenance');
      expect((await admin.get(`/api/inquiries/${made.id}`)).body.category).toBe('maintenance');
    });

    it('edits status, priority, assignee and due date; a response stamps responseDate', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const inquiry = await createInquiry(admin);
      const patched = await admin.patch(`/api/inquiries/${inquiry.id}`).send({
        status: 'pending',
        priority: 'urgent',
        assignedTo: 'Kỹ thuật viên Hùng',
        dueDate: '2030-02-01T08:00:00+07:00',
        baseVersion: inquiry.version,
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({
        status: 'pending',
        priority: 'urgent',
        assignedTo: 'Kỹ thuật viên Hùng',
        dueDate: '2030-02-01T01:00:00.000Z',
        responseDate: null,
      });
      expect(patched.body.version).toBeGreaterThan(inquiry.version);

      const answered = await admin
        .patch(`/api/inquiries/${inquiry.id}`)
        .send({ response: 'Đã thay vòi mới.' });
      expect(answered.status).toBe(200);
      expect(answered.body.response).toBe('Đã thay vòi mới.');
      expect(Date.parse(answered.body.responseDate)).toBeGreaterThan(Date.now() - 60_000);

      // The same response again changes nothing, not even its date.
      const same = await admin
        .patch(`/api/inquiries/${inquiry.id}`)
        .send({ response: 'Đã thay vòi mới.' });
      expect(same.body).toEqual(answered.body);

      const cleared = await admin.patch(`/api/inquiries/${inquiry.id}`).send({ response: '' });
      expect(cleared.body).toMatchObject({ response: null, responseDate: null });

      const audit = await auditOf(db, inquiry.id);
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update', 'update']);
      expect(Object.keys(audit[2]?.changes ?? {}).sort()).toEqual(['response', 'responseDate']);
    });

    it('S8: a PATCH based on an old version reports the status it overwrote', async () => {
      const admin = await use().signIn('admin');
      const other = await use().signIn('technician');
      const inquiry = await createInquiry(admin);
      await other.patch(`/api/inquiries/${inquiry.id}`).send({ status: 'pending' });
      const res = await admin
        .patch(`/api/inquiries/${inquiry.id}`)
        .send({ status: 'completed', baseVersion: inquiry.version });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('completed');
      expect(res.body.overwritten).toEqual([
        expect.objectContaining({ field: 'status', value: 'pending', by: 'admin-002' }),
      ]);
    });
  });

  describe('validation', () => {
    it.each([
      ['title', '', 'Tiêu đề yêu cầu là bắt buộc'],
      ['title', '   ', 'Tiêu đề yêu cầu là bắt buộc'],
      ['title', undefined, 'Tiêu đề yêu cầu là bắt buộc'],
      ['description', '', 'Nội dung là bắt buộc'],
      ['description', undefined, 'Nội dung là bắt buộc'],
      ['category', 'plumbing', 'Loại yêu cầu không hợp lệ'],
      ['priority', 'asap', 'Mức độ ưu tiên không hợp lệ'],
      ['status', 'done', 'Trạng thái yêu cầu không hợp lệ'],
      ['residentId', 'r-1', 'Mã định danh không hợp lệ'],
      ['dueDate', 'tomorrow', 'Ngày không hợp lệ'],
      ['assignedTo', 'admin-001', 'Trường không được hỗ trợ: assignedTo'],
    ])('rejects %s=%j with "%s" and changes nothing', async (field, value, message) => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const before = await countRows(db, 'audit_log');
      const res = await admin.post('/api/inquiries').send(inquiryBody({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation', message });
      expect(await countRows(db, 'inquiries')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('rejects a bad or unknown PATCH field with 400 and changes nothing', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const inquiry = await createInquiry(admin);
      const before = await countRows(db, 'audit_log');
      for (const body of [{ status: 'closed' }, { title: 'Khác' }, { createdBy: 'x' }]) {
        const res = await admin.patch(`/api/inquiries/${inquiry.id}`).send(body);
        expect(res.status).toBe(400);
      }
      expect((await admin.get(`/api/inquiries/${inquiry.id}`)).body).toEqual(inquiry);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it.each([
      ['residentId', 'Không tìm thấy cư dân'],
      ['apartmentId', 'Apartment not found'],
      ['templateId', 'Không tìm thấy mẫu quy trình'],
    ])('answers 404 for an unknown %s and changes nothing', async (field, message) => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const before = await countRows(db, 'audit_log');
      const res = await admin.post('/api/inquiries').send(inquiryBody({ [field]: randomUUID() }));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message });
      expect(await countRows(db, 'inquiries')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
    });

    it('answers 404 for a deleted resident or template', async () => {
      const admin = await use().signIn('admin');
      const residentId = await createResident(admin);
      await admin.delete(`/api/residents/${residentId}`);
      const { template } = await createTemplate(admin);
      await admin.delete(`/api/workflow-templates/${template.id}`);
      expect((await admin.post('/api/inquiries').send(inquiryBody({ residentId }))).status).toBe(
        404,
      );
      const res = await admin.post('/api/inquiries').send(inquiryBody({ templateId: template.id }));
      expect(res.status).toBe(404);
      expect(await countRows(use().db, 'inquiries')).toBe(0);
    });

    it('S13: a create with an existing id answers 409 and makes no second row', async () => {
      const admin = await use().signIn('admin');
      const id = randomUUID();
      expect((await admin.post('/api/inquiries').send(inquiryBody({ id }))).status).toBe(201);
      const clash = await admin.post('/api/inquiries').send(inquiryBody({ id, title: 'Khác' }));
      expect(clash.status).toBe(409);
      expect(await countRows(use().db, 'inquiries')).toBe(1);
    });
  });

  describe('access', () => {
    it('answers 401 signed out on every call', async () => {
      const anonymous = use().anonymous();
      const id = randomUUID();
      expect((await anonymous.get('/api/inquiries-with-details')).status).toBe(401);
      expect((await anonymous.get(`/api/inquiries/${id}`)).status).toBe(401);
      expect((await anonymous.post('/api/inquiries').send(inquiryBody())).status).toBe(401);
      expect((await anonymous.patch(`/api/inquiries/${id}`).send({ status: 'new' })).status).toBe(
        401,
      );
    });

    it('answers 403 to a resident user editing an inquiry, even their own', async () => {
      const resident = await use().signIn('resident');
      const own = await createInquiry(resident);
      const res = await resident.patch(`/api/inquiries/${own.id}`).send({ status: 'completed' });
      expect(res.status).toBe(403);
      expect((await resident.patch('/api/inquiries/42').send({})).status).toBe(403);
    });

    it('answers 404 for unknown or malformed ids', async () => {
      const admin = await use().signIn('admin');
      expect((await admin.get(`/api/inquiries/${randomUUID()}`)).status).toBe(404);
      expect((await admin.get('/api/inquiries/42')).body.message).toBe('Không tìm thấy yêu cầu');
      const patch = await admin.patch(`/api/inquiries/${randomUUID()}`).send({ status: 'pending' });
      expect(patch.status).toBe(404);
      expect((await admin.patch('/api/inquiries/x').send({ status: 'pending' })).status).toBe(404);
    });

    it('S11: a resident user sees only their own inquiries and files them as themselves', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const { residentId, apartmentId } = await linkDemoResident(admin, db);
      const otherResident = await createResident(admin);
      const otherApartment = await insertApartment(db);
      await insertAssignment(db, otherApartment, otherResident);

      const forThem = await createInquiry(admin, { residentId, title: 'Của Lan' });
      const forOther = await createInquiry(admin, { residentId: otherResident, title: 'Khác' });
      const unlinked = await createInquiry(admin, { title: 'Chung' });
      const filed = await createInquiry(resident, {
        residentId: otherResident,
        apartmentId,
        title: 'Tự gửi',
        status: 'completed',
      });
      // Filed as themselves, and only staff decide a request's status.
      expect(filed).toMatchObject({
        residentId,
        apartmentId,
        createdBy: 'resident-001',
        status: 'new',
      });

      const list = await resident.get('/api/inquiries-with-details');
      expect(list.status).toBe(200);
      expect(list.body.map((row: { inquiries: { id: string } }) => row.inquiries.id)).toEqual([
        filed.id,
        forThem.id,
      ]);
      expect(list.body[0].apartments).toEqual({
        id: apartmentId,
        unitNumber: 'B2-201',
        buildingBlock: 'B',
      });
      expect((await resident.get(`/api/inquiries/${forThem.id}`)).status).toBe(200);
      for (const id of [forOther.id, unlinked.id, randomUUID()]) {
        const res = await resident.get(`/api/inquiries/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Không tìm thấy yêu cầu');
      }
      expect((await admin.get('/api/inquiries-with-details')).body).toHaveLength(4);
    });

    it('S11: a resident user may only name an apartment they live in now', async () => {
      const { db } = use();
      const admin = await use().signIn('admin');
      const resident = await use().signIn('resident');
      const { residentId } = await linkDemoResident(admin, db);
      const formerApartment = await insertApartment(db);
      await insertAssignment(db, formerApartment, residentId, { move_out_date: new Date() });
      const before = await countRows(db, 'audit_log');
      for (const apartmentId of [await insertApartment(db), formerApartment, randomUUID()]) {
        const res = await resident.post('/api/inquiries').send(inquiryBody({ apartmentId }));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Apartment not found');
      }
      expect(await countRows(db, 'inquiries')).toBe(0);
      expect(await countRows(db, 'audit_log')).toBe(before);
      const without = await createInquiry(resident, { apartmentId: null });
      expect(without).toMatchObject({ residentId, apartmentId: null });
    });

    it('S11: a resident user without a resident record sees what they created', async () => {
      const resident = await use().signIn('resident');
      const filed = await createInquiry(resident);
      expect(filed).toMatchObject({ residentId: null, createdBy: 'resident-001' });
      const list = await resident.get('/api/inquiries-with-details');
      expect(list.body).toEqual([{ inquiries: filed, residents: null, apartments: null }]);
    });
  });

  it('S1: a replayed create answers the stored response; another body answers 422', async () => {
    const admin = await use().signIn('admin');
    const key = randomUUID();
    const body = inquiryBody();
    const first = await admin.post('/api/inquiries').set('Idempotency-Key', key).send(body);
    const replay = await admin.post('/api/inquiries').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await admin
      .post('/api/inquiries')
      .set('Idempotency-Key', key)
      .send({ ...body, title: 'Khác' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
    expect(await countRows(use().db, 'inquiries')).toBe(1);
  });

  it('S1: a replayed PATCH changes nothing the second time', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const inquiry = await createInquiry(admin);
    const key = randomUUID();
    const send = () =>
      admin
        .patch(`/api/inquiries/${inquiry.id}`)
        .set('Idempotency-Key', key)
        .send({ response: 'Ok' });
    const first = await send();
    const before = await countRows(db, 'audit_log');
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(db, 'audit_log')).toBe(before);
  });
});
