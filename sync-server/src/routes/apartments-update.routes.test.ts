import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { assign, auditOf, createApartment, createResident } from '../../test/assignment-fixtures';

describeEachDatabase('apartments: PATCH /api/apartments/{id}', (use) => {
  it('changes only the fields sent, answers the whole unit, and audits each field', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin, { unitNumber: 'A2-1207', floor: 1 });
    expect(unit.notes).toBeNull();
    const res = await admin.patch(`/api/apartments/${unit.id}`).send({
      floor: 12,
      monthlyRent: '1250000',
      notes: '  Vòi nước phòng tắm rỉ  ',
      baseVersion: unit.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...unit,
      floor: 12,
      monthlyRent: '1250000.00',
      notes: 'Vòi nước phòng tắm rỉ',
      version: expect.any(Number),
      updatedAt: expect.any(String),
    });
    expect(res.body.version).toBeGreaterThan(unit.version);
    expect(res.body.overwritten).toBeUndefined();
    expect((await admin.get(`/api/apartments/${unit.id}`)).body).toEqual(res.body);
    const audit = await auditOf(use().db, unit.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]?.changes).toMatchObject({
      floor: { from: 1, to: 12 },
      notes: { from: null, to: 'Vòi nước phòng tắm rỉ' },
    });
    expect(Object.keys(audit[1]?.changes ?? {}).sort()).toEqual(['floor', 'monthlyRent', 'notes']);
  });

  it("sets any status by hand, 'maintenance' and 'available' with residents included", async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const resident = await createResident(admin);
    await assign(admin, unit.id, resident.id);
    for (const status of ['maintenance', 'available', 'occupied']) {
      const res = await admin.patch(`/api/apartments/${unit.id}`).send({ status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
  });

  it('keeps its own unit number (any case) and clears the description with null', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin, { unitNumber: 'B3-0905' });
    const res = await admin
      .patch(`/api/apartments/${unit.id}`)
      .send({ unitNumber: 'b3-0905', description: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unitNumber: 'b3-0905', description: null });
  });

  it.each([
    ['unitNumber', '', 'Apartment number is required'],
    ['buildingBlock', ' ', 'Building name is required'],
    ['floor', 0, 'Floor must be at least 1'],
    ['bedrooms', 0, 'Number of bedrooms is required'],
    ['bathrooms', 1.5, 'Number of bathrooms is required'],
    ['squareFootage', 0, 'Square footage is required'],
    ['monthlyRent', '', 'Monthly rent is required'],
    ['monthlyRent', '1,250,000', 'Giá thuê phải là số, tối đa 8 chữ số và 2 chữ số thập phân'],
    ['status', 'sold', 'Trạng thái căn hộ không hợp lệ'],
    ['imageUrl', '/api/placeholder/400/300', 'Trường không được hỗ trợ: imageUrl'],
    ['version', 3, 'Trường không được hỗ trợ: version'],
  ])('rejects %s=%j with "%s" and changes nothing', async (field, value, message) => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const before = await countRows(db, 'audit_log');
    const res = await admin.patch(`/api/apartments/${unit.id}`).send({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect((await admin.get(`/api/apartments/${unit.id}`)).body).toEqual(unit);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('answers 404 for an unknown or malformed id, 401 signed out, 403 to a resident user', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    for (const bad of [randomUUID(), '42']) {
      const res = await admin.patch(`/api/apartments/${bad}`).send({ floor: 3 });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message: 'Apartment not found' });
    }
    expect((await use().anonymous().patch(`/api/apartments/${unit.id}`).send({})).status).toBe(401);
    const resident = await use().signIn('resident');
    expect((await resident.patch(`/api/apartments/${unit.id}`).send({ floor: 3 })).status).toBe(
      403,
    );
    expect((await admin.get(`/api/apartments/${unit.id}`)).body.version).toBe(unit.version);
  });

  it('answers 409 when another unit has the number (any case), and changes nothing', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    await createApartment(admin, { unitNumber: 'C1-101' });
    const unit = await createApartment(admin, { unitNumber: 'C1-102' });
    const before = await countRows(db, 'audit_log');
    const res = await admin
      .patch(`/api/apartments/${unit.id}`)
      .send({ unitNumber: 'c1-101', floor: 9 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: 'Số căn hộ đã tồn tại' });
    expect((await admin.get(`/api/apartments/${unit.id}`)).body).toEqual(unit);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('S8: an edit based on an old version reports the value it overwrote', async () => {
    const admin = await use().signIn('admin');
    const other = await use().signIn('technician');
    const unit = await createApartment(admin);
    await other.patch(`/api/apartments/${unit.id}`).send({ monthlyRent: '2000000' });
    const res = await admin
      .patch(`/api/apartments/${unit.id}`)
      .send({ monthlyRent: '2100000', bedrooms: 3, baseVersion: unit.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ monthlyRent: '2100000.00', bedrooms: 3 });
    expect(res.body.overwritten).toEqual([
      expect.objectContaining({ field: 'monthlyRent', value: '2000000.00', by: 'admin-002' }),
    ]);
  });

  it('S1: a replayed Idempotency-Key answers the stored unit and changes it once', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const key = randomUUID();
    const send = () =>
      admin.patch(`/api/apartments/${unit.id}`).set('Idempotency-Key', key).send({ floor: 7 });
    const first = await send();
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await auditOf(use().db, unit.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('a deleted unit cannot be edited (409)', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    await db('apartments').where({ id: unit.id }).update({ deleted_at: new Date() });
    const res = await admin.patch(`/api/apartments/${unit.id}`).send({ floor: 2 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Bản ghi đã bị xóa trên máy chủ');
  });
});
