import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { assign, auditOf, createResident, unitAndResident } from '../../test/assignment-fixtures';

describeEachDatabase('assignments', (use) => {
  it('moves a resident in (moveInDate defaults to now) and lists it with its unit', async () => {
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin, { unitNumber: 'B2-204' });
    const started = Date.now();
    const res = await admin
      .post('/api/assignments')
      .send({ apartmentId: unit.id, residentId: resident.id, notes: '  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      apartmentId: unit.id,
      residentId: resident.id,
      isPrimary: false,
      moveOutDate: null,
      notes: null,
      deletedAt: null,
    });
    expect(Date.parse(res.body.moveInDate)).toBeGreaterThanOrEqual(started - 1000);
    const list = await admin.get('/api/assignments');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { ...res.body, apartment: { id: unit.id, unitNumber: 'B2-204', buildingBlock: 'A' } },
    ]);
    expect((await auditOf(use().db, res.body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('keeps a given move-in date and a client-made id', async () => {
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const id = randomUUID();
    const made = await assign(admin, unit.id, resident.id, {
      id,
      moveInDate: '2024-03-01T09:30:00+07:00',
      notes: 'Chủ hộ cũ',
    });
    expect(made).toMatchObject({ id, moveInDate: '2024-03-01T02:30:00.000Z', notes: 'Chủ hộ cũ' });
  });

  it.each([
    ['no apartmentId', { apartmentId: undefined }, 'Apartment not found'],
    ['a malformed apartmentId', { apartmentId: '42' }, 'Apartment not found'],
    ['no residentId', { residentId: undefined }, 'Please select at least one resident'],
    ['a bad moveInDate', { moveInDate: 'tomorrow' }, 'Ngày không hợp lệ'],
    ['a non-boolean isPrimary', { isPrimary: 'yes' }, 'Dữ liệu không hợp lệ'],
    ['an unknown field', { moveOutDate: '2024-01-01' }, 'Trường không được hỗ trợ: moveOutDate'],
  ])('rejects %s with "%s" and changes nothing', async (_label, override, message) => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const before = await countRows(db, 'audit_log');
    const res = await admin
      .post('/api/assignments')
      .send({ apartmentId: unit.id, residentId: resident.id, ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(await countRows(db, 'apartment_assignments')).toBe(0);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('answers 404 for an unknown or deleted apartment or resident, and changes nothing', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const deleted = await createResident(admin);
    await admin.delete(`/api/residents/${deleted.id}`);
    const before = await countRows(db, 'audit_log');
    const cases = [
      [{ apartmentId: randomUUID(), residentId: resident.id }, 'Apartment not found'],
      [{ apartmentId: unit.id, residentId: randomUUID() }, 'Không tìm thấy cư dân'],
      [{ apartmentId: unit.id, residentId: deleted.id }, 'Không tìm thấy cư dân'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await admin.post('/api/assignments').send(body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', message });
    }
    expect(await countRows(db, 'apartment_assignments')).toBe(0);
    expect(await countRows(db, 'audit_log')).toBe(before);
    expect((await admin.get(`/api/apartments/${unit.id}`)).body.status).toBe('available');
  });

  it('answers 409 when the resident already lives there; after moving out they may return', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const first = await assign(admin, unit.id, resident.id);
    const before = await countRows(db, 'audit_log');
    const body = { apartmentId: unit.id, residentId: resident.id, isPrimary: true };
    const again = await admin.post('/api/assignments').send(body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: 'Cư dân đã ở căn hộ này' });
    expect(await countRows(db, 'apartment_assignments')).toBe(1);
    expect(await countRows(db, 'audit_log')).toBe(before);
    expect((await admin.delete(`/api/assignments/${first.id}`)).status).toBe(204);
    expect((await admin.post('/api/assignments').send(body)).status).toBe(201);
  });

  it('S8: a notes edit based on an old version reports what it overwrote', async () => {
    const admin = await use().signIn('admin');
    const other = await use().signIn('technician');
    const { unit, resident } = await unitAndResident(admin);
    const made = await assign(admin, unit.id, resident.id);
    await other.patch(`/api/assignments/${made.id}`).send({ notes: 'Nuôi mèo' });
    const res = await admin
      .patch(`/api/assignments/${made.id}`)
      .send({ notes: 'Có xe máy', baseVersion: made.version });
    expect(res.status).toBe(200);
    expect(res.body.overwritten).toEqual([
      expect.objectContaining({ field: 'notes', value: 'Nuôi mèo', by: 'admin-002' }),
    ]);
  });

  it('S10: moving out sets moveOutDate, keeps the row as history, and cannot happen twice', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const made = await assign(admin, unit.id, resident.id);
    const res = await admin.delete(`/api/assignments/${made.id}`);
    expect(res.status).toBe(204);
    expect((await admin.get('/api/assignments')).body).toEqual([]);
    expect((await admin.get(`/api/apartments/${unit.id}/assignments`)).body).toEqual([]);
    const [row] = (await admin.get(`/api/apartments/${unit.id}/history`)).body;
    expect(row).toMatchObject({ id: made.id, deletedAt: null });
    expect(row.moveOutDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.version).toBeGreaterThan(made.version);
    expect(await countRows(db, 'apartment_assignments')).toBe(1);
    expect((await admin.delete(`/api/assignments/${made.id}`)).status).toBe(404);
    const primary = await admin.patch(`/api/assignments/${made.id}`).send({ isPrimary: true });
    expect(primary.status).toBe(409);
    expect(primary.body.message).toBe('Cư dân đã chuyển đi, không thể đặt làm chủ hộ');
    const notes = await admin.patch(`/api/assignments/${made.id}`).send({ notes: 'Đã bàn giao' });
    expect(notes.status).toBe(200);
  });

  it('S1: replayed create and move-out answer the stored response; another body answers 422', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const key = randomUUID();
    const body = { apartmentId: unit.id, residentId: resident.id };
    const first = await admin.post('/api/assignments').set('Idempotency-Key', key).send(body);
    const replay = await admin.post('/api/assignments').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await admin
      .post('/api/assignments')
      .set('Idempotency-Key', key)
      .send({ ...body, isPrimary: true });
    expect(other.status).toBe(422);
    expect(await countRows(db, 'apartment_assignments')).toBe(1);

    const outKey = randomUUID();
    const out = `/api/assignments/${first.body.id}`;
    expect((await admin.delete(out).set('Idempotency-Key', outKey)).status).toBe(204);
    const outAgain = await admin.delete(out).set('Idempotency-Key', outKey);
    expect(outAgain.status).toBe(204);
    expect(outAgain.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 401 signed out, 403 to a resident user, 404 for unknown or malformed ids', async () => {
    const admin = await use().signIn('admin');
    const { unit, resident } = await unitAndResident(admin);
    const made = await assign(admin, unit.id, resident.id);
    const body = { apartmentId: unit.id, residentId: resident.id };
    const clients = [
      [use().anonymous(), 401],
      [await use().signIn('resident'), 403],
    ] as const;
    for (const [client, expected] of clients) {
      expect((await client.get('/api/assignments')).status).toBe(expected);
      expect((await client.post('/api/assignments').send(body)).status).toBe(expected);
      const path = `/api/assignments/${made.id}`;
      expect((await client.patch(path).send({ isPrimary: true })).status).toBe(expected);
      expect((await client.delete(path)).status).toBe(expected);
    }
    for (const bad of [randomUUID(), '42', 'not-a-uuid']) {
      const patch = await admin.patch(`/api/assignments/${bad}`).send({ notes: 'x' });
      expect(patch.status).toBe(404);
      expect(patch.body.message).toBe('Không tìm thấy phân công');
      expect((await admin.delete(`/api/assignments/${bad}`)).status).toBe(404);
    }
    const unknownField = await admin.patch(`/api/assignments/${made.id}`).send({ residentId: 'x' });
    expect(unknownField.status).toBe(400);
    expect((await admin.get('/api/assignments')).body).toHaveLength(1);
  });
});
