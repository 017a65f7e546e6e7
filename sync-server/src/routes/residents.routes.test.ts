import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase, firstComplexId, residentBody } from '../../test/harness';

describeEachDatabase('residents', (use) => {
  it('creates, lists, edits and deletes a resident', async () => {
    const admin = await use().signIn('admin');
    const created = await admin
      .post('/api/residents')
      .send(residentBody({ email: 'Lan@Example.VN' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'An',
      email: 'lan@example.vn',
      gender: 'male',
      status: 'active',
      deletedAt: null,
    });
    expect(created.body.version).toBeGreaterThan(0);
    expect(created.body.moveInDate).toMatch(/^\d{4}-\d\d-\d\dT/);

    const list = await admin.get('/api/residents');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: string }) => r.id)).toEqual([created.body.id]);

    const patched = await admin
      .patch(`/api/residents/${created.body.id}`)
      .send({ phone: '+84900000001', baseVersion: created.body.version });
    expect(patched.status).toBe(200);
    expect(patched.body.phone).toBe('+84900000001');
    expect(patched.body.version).toBeGreaterThan(created.body.version);
    expect(patched.body.overwritten).toBeUndefined();

    const deleted = await admin.delete(`/api/residents/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get('/api/residents')).body).toEqual([]);
    const again = await admin.delete(`/api/residents/${created.body.id}`);
    expect(again.status).toBe(404);
    const editDeleted = await admin
      .patch(`/api/residents/${created.body.id}`)
      .send({ phone: '0912345678' });
    expect(editDeleted.status).toBe(409);
    expect(editDeleted.body.message).toBe('Bản ghi đã bị xóa trên máy chủ');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['idCardNumber', '', 'ID card number is required'],
    ['email', 'no-at-sign', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['gender', 'unknown', 'Giới tính không hợp lệ'],
    ['status', 'verified', 'Trạng thái không hợp lệ'],
  ])('rejects %s=%j with "%s" and changes nothing', async (field, value, message) => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const before = await countRows(db, 'audit_log');
    const res = await admin.post('/api/residents').send(residentBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(await countRows(db, 'residents')).toBe(0);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('rejects unknown fields, bad JSON and a wrong content type with 400', async () => {
    const admin = await use().signIn('admin');
    const extra = await admin.post('/api/residents').send(residentBody({ role: 'admin' }));
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe('Trường không được hỗ trợ: role');
    const badJson = await admin
      .post('/api/residents')
      .set('Content-Type', 'application/json')
      .send('{"firstName":');
    expect(badJson.status).toBe(400);
    const text = await admin.post('/api/residents').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(400);
    expect(await countRows(use().db, 'residents')).toBe(0);
  });

  it('answers 409 when the ID card or the email is taken, and changes nothing', async () => {
    const admin = await use().signIn('admin');
    const first = residentBody();
    expect((await admin.post('/api/residents').send(first)).status).toBe(201);
    const sameCard = await admin
      .post('/api/residents')
      .send(residentBody({ idCardNumber: first.idCardNumber }));
    expect(sameCard.status).toBe(409);
    expect(sameCard.body.message).toBe('Số CMND/CCCD đã được sử dụng');
    const sameEmail = await admin
      .post('/api/residents')
      .send(residentBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Email đã được sử dụng');
    expect(await countRows(use().db, 'residents')).toBe(1);
  });

  it('answers 401 signed out, 403 for a resident user, 404 for unknown or malformed ids', async () => {
    const anonymous = use().anonymous();
    expect((await anonymous.get('/api/residents')).status).toBe(401);
    expect((await anonymous.post('/api/residents').send(residentBody())).status).toBe(401);
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/residents')).status).toBe(403);
    expect((await resident.post('/api/residents').send({})).status).toBe(403);
    const admin = await use().signIn('admin');
    expect(
      (await admin.patch(`/api/residents/${randomUUID()}`).send({ phone: '0912345678' })).status,
    ).toBe(404);
    expect((await admin.patch('/api/residents/42').send({ phone: '0912345678' })).status).toBe(404);
    expect((await admin.delete('/api/residents/not-a-uuid')).status).toBe(404);
  });

  it('S1: a replayed Idempotency-Key answers the stored response without a second row', async () => {
    const admin = await use().signIn('admin');
    const key = randomUUID();
    const body = residentBody();
    const first = await admin.post('/api/residents').set('Idempotency-Key', key).send(body);
    const replay = await admin.post('/api/residents').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(use().db, 'residents')).toBe(1);
    const other = await admin
      .post('/api/residents')
      .set('Idempotency-Key', key)
      .send({ ...body, firstName: 'Bình' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
    expect(await countRows(use().db, 'residents')).toBe(1);
  });

  it('S4: each write leaves a field-level audit entry in the same transaction', async () => {
    const admin = await use().signIn('admin');
    const created = await admin.post('/api/residents').send(residentBody());
    await admin.patch(`/api/residents/${created.body.id}`).send({ occupation: 'Giáo viên' });
    const audit = await use()
      .db('audit_log')
      .where({ entity_id: created.body.id })
      .orderBy('version');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].user_id).toBe('admin-001');
    const changes =
      typeof audit[1].changes === 'string' ? JSON.parse(audit[1].changes) : audit[1].changes;
    expect(changes).toEqual({ occupation: { from: 'Kỹ sư', to: 'Giáo viên' } });
  });

  it('S8: an edit based on an old version reports the value it overwrote', async () => {
    const admin = await use().signIn('admin');
    const other = await use().signIn('technician');
    const created = await admin.post('/api/residents').send(residentBody());
    await other.patch(`/api/residents/${created.body.id}`).send({ phone: '+84911111111' });
    const res = await admin
      .patch(`/api/residents/${created.body.id}`)
      .send({ phone: '+84922222222', baseVersion: created.body.version });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('+84922222222');
    expect(res.body.overwritten).toEqual([
      expect.objectContaining({ field: 'phone', value: '+84911111111', by: 'admin-002' }),
    ]);
  });

  it('deleting a resident ends their current assignments', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const resident = await admin.post('/api/residents').send(residentBody());
    const apartmentId = randomUUID();
    const complexId = await firstComplexId(db);
    await db('apartments').insert({
      id: apartmentId,
      complex_id: complexId,
      unit_number: 'A1-101',
      building_block: 'A',
      floor: 1,
      bedrooms: 1,
      bathrooms: 1,
      square_footage: 850,
      monthly_rent: '1850',
      version: 1,
    });
    await db('apartment_assignments').insert({
      id: randomUUID(),
      complex_id: complexId,
      apartment_id: apartmentId,
      resident_id: resident.body.id,
      move_in_date: new Date(),
      version: 1,
    });
    await db('apartments').where({ id: apartmentId }).update({ status: 'occupied' });
    expect((await admin.delete(`/api/residents/${resident.body.id}`)).status).toBe(204);
    const [assignment] = await db('apartment_assignments').where({ resident_id: resident.body.id });
    expect(assignment.move_out_date).not.toBeNull();
    // The unit's last resident left: it is available again.
    const [apartment] = await db('apartments').where({ id: apartmentId });
    expect(apartment.status).toBe('available');
  });
});
