import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { apartmentBody, countRows, describeEachDatabase } from '../../test/harness';
import {
  assign,
  auditOf,
  createApartment,
  createResident,
  demoResidentEmail,
} from '../../test/assignment-fixtures';

describeEachDatabase('apartments', (use) => {
  it('creates an apartment, then lists and reads it', async () => {
    const admin = await use().signIn('admin');
    const res = await admin
      .post('/api/apartments')
      .send(apartmentBody({ unitNumber: 'A2-403', status: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      unitNumber: 'A2-403',
      buildingBlock: 'A',
      floor: 4,
      monthlyRent: '1850.00',
      status: 'available',
      deletedAt: null,
    });
    // Photos are attachments of their own: the row never carries image bytes.
    expect(res.body).not.toHaveProperty('images');
    expect(res.body.version).toBeGreaterThan(0);
    expect((await admin.get('/api/apartments')).body).toEqual([res.body]);
    const one = await admin.get(`/api/apartments/${res.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
    const [audit] = await auditOf(use().db, res.body.id);
    expect(audit).toMatchObject({ action: 'create', userId: 'admin-001' });
    expect(audit?.changes.unitNumber).toEqual({ to: 'A2-403' });
  });

  it('keeps a client-made id, and a second create with it answers 409 (S13)', async () => {
    const admin = await use().signIn('admin');
    const id = randomUUID();
    const first = await admin.post('/api/apartments').send(apartmentBody({ id }));
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const again = await admin.post('/api/apartments').send(apartmentBody({ id }));
    expect(again.status).toBe(409);
    expect(await countRows(use().db, 'apartments')).toBe(1);
  });

  it.each([
    ['unitNumber', '', 'Apartment number is required'],
    ['unitNumber', undefined, 'Apartment number is required'],
    ['buildingBlock', '  ', 'Building name is required'],
    ['floor', 0, 'Floor must be at least 1'],
    ['floor', '4', 'Floor must be at least 1'],
    ['bedrooms', 0, 'Number of bedrooms is required'],
    ['bathrooms', undefined, 'Number of bathrooms is required'],
    ['squareFootage', 0, 'Square footage is required'],
    ['monthlyRent', '', 'Monthly rent is required'],
    ['monthlyRent', 'abc', 'Giá thuê phải là số, tối đa 8 chữ số và 2 chữ số thập phân'],
    ['status', 'sold', 'Trạng thái căn hộ không hợp lệ'],
    ['images', ['data:image/png;base64,iVBORw0KGgo='], 'Trường không được hỗ trợ: images'],
    ['ownerId', 'x', 'Trường không được hỗ trợ: ownerId'],
  ])('rejects %s=%j with "%s" and changes nothing', async (field, value, message) => {
    const { db } = use();
    const admin = await use().signIn('admin');
    const before = await countRows(db, 'audit_log');
    const res = await admin.post('/api/apartments').send(apartmentBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(await countRows(db, 'apartments')).toBe(0);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('answers 409 when the unit number is taken (any case), and changes nothing', async () => {
    const { db } = use();
    const admin = await use().signIn('admin');
    await createApartment(admin, { unitNumber: 'B1-101' });
    const before = await countRows(db, 'audit_log');
    const res = await admin.post('/api/apartments').send(apartmentBody({ unitNumber: 'b1-101' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: 'Số căn hộ đã tồn tại' });
    expect(await countRows(db, 'apartments')).toBe(1);
    expect(await countRows(db, 'audit_log')).toBe(before);
  });

  it('S1: a replayed Idempotency-Key answers the stored apartment; another body answers 422', async () => {
    const admin = await use().signIn('admin');
    const key = randomUUID();
    const body = apartmentBody();
    const first = await admin.post('/api/apartments').set('Idempotency-Key', key).send(body);
    const replay = await admin.post('/api/apartments').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await admin
      .post('/api/apartments')
      .set('Idempotency-Key', key)
      .send({ ...body, floor: 9 });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
    expect(await countRows(use().db, 'apartments')).toBe(1);
  });

  it('answers 401 signed out, 403 to a resident user on admin calls, 404 for unknown ids', async () => {
    const admin = await use().signIn('admin');
    const { id } = await createApartment(admin);
    const anonymous = use().anonymous();
    for (const path of ['', '-with-residents', `/${id}`, `/${id}/assignments`, `/${id}/history`]) {
      expect((await anonymous.get(`/api/apartments${path}`)).status).toBe(401);
    }
    expect((await anonymous.post('/api/apartments').send(apartmentBody())).status).toBe(401);
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/apartments-with-residents')).status).toBe(403);
    expect((await resident.post('/api/apartments').send({})).status).toBe(403);
    for (const bad of [randomUUID(), '42', 'not-a-uuid']) {
      for (const suffix of ['', '/assignments', '/history']) {
        const res = await admin.get(`/api/apartments/${bad}${suffix}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Apartment not found');
      }
    }
    expect(await countRows(use().db, 'apartments')).toBe(1);
  });

  it('lists current residents per unit: primary first, then by name; leavers and deleted left out', async () => {
    const admin = await use().signIn('admin');
    const a = await createApartment(admin, { unitNumber: 'A1-101' });
    const b = await createApartment(admin, { unitNumber: 'A1-102', imageUrl: null });
    const binh = await createResident(admin, { firstName: 'Bình', lastName: 'Trần' });
    const chi = await createResident(admin, { firstName: 'Chi', lastName: 'Lê' });
    const dung = await createResident(admin, { firstName: 'Dũng', lastName: 'Phạm' });
    const gone = await createResident(admin, { firstName: 'Giang', lastName: 'Hồ' });
    const deleted = await createResident(admin, { firstName: 'Hà', lastName: 'Đỗ' });
    await assign(admin, a.id, binh.id);
    await assign(admin, a.id, dung.id, { isPrimary: true });
    await assign(admin, a.id, chi.id);
    const left = await assign(admin, a.id, gone.id);
    await assign(admin, a.id, deleted.id);
    expect((await admin.delete(`/api/assignments/${left.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/residents/${deleted.id}`)).status).toBe(204);

    const res = await admin.get('/api/apartments-with-residents');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: a.id,
        unitNumber: 'A1-101',
        buildingBlock: 'A',
        status: 'occupied',
        imageUrl: '/api/placeholder/400/300',
        currentResidents: [
          { id: dung.id, firstName: 'Dũng', lastName: 'Phạm', isPrimary: true },
          { id: chi.id, firstName: 'Chi', lastName: 'Lê', isPrimary: false },
          { id: binh.id, firstName: 'Bình', lastName: 'Trần', isPrimary: false },
        ],
      },
      {
        id: b.id,
        unitNumber: 'A1-102',
        buildingBlock: 'A',
        status: 'available',
        imageUrl: null,
        currentResidents: [],
      },
    ]);
  });

  it("lists a unit's current assignments and its whole history, newest move-in first", async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const first = await createResident(admin, { photoUrl: '/p/1.jpg' });
    const second = await createResident(admin);
    const old = await assign(admin, unit.id, first.id, { moveInDate: '2023-01-10' });
    const now = await assign(admin, unit.id, second.id, { moveInDate: '2024-06-01' });
    await admin.delete(`/api/assignments/${old.id}`);

    const current = await admin.get(`/api/apartments/${unit.id}/assignments`);
    expect(current.status).toBe(200);
    expect(current.body).toHaveLength(1);
    expect(current.body[0]).toMatchObject({
      id: now.id,
      residentId: second.id,
      moveOutDate: null,
      resident: { id: second.id, firstName: 'An', lastName: 'Nguyễn Văn', photoUrl: null },
    });
    const history = await admin.get(`/api/apartments/${unit.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((a: { id: string }) => a.id)).toEqual([now.id, old.id]);
    expect(history.body[1]).toMatchObject({
      moveInDate: '2023-01-10T00:00:00.000Z',
      resident: { id: first.id, photoUrl: '/p/1.jpg' },
    });
    expect(history.body[1].moveOutDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('S11: a resident user sees only the units they live in now and their own assignments there', async () => {
    const admin = await use().signIn('admin');
    const mine = await createApartment(admin, { unitNumber: 'C3-301' });
    const before = await createApartment(admin, { unitNumber: 'C3-302' });
    const other = await createApartment(admin, { unitNumber: 'C3-303' });
    const me = await createResident(admin, { email: demoResidentEmail.toUpperCase() });
    const roommate = await createResident(admin);
    const own = await assign(admin, mine.id, me.id, { isPrimary: true });
    await assign(admin, mine.id, roommate.id);
    const past = await assign(admin, before.id, me.id, { moveInDate: '2020-01-01' });
    await admin.delete(`/api/assignments/${past.id}`);
    await assign(admin, other.id, roommate.id);

    const resident = await use().signIn('resident');
    const list = await resident.get('/api/apartments');
    expect(list.status).toBe(200);
    // A unit they moved out of is no longer theirs to see (DESIGN, "Visibility").
    expect(list.body.map((a: { id: string }) => a.id)).toEqual([mine.id]);
    expect((await resident.get(`/api/apartments/${mine.id}`)).body.unitNumber).toBe('C3-301');
    const assignments = await resident.get(`/api/apartments/${mine.id}/assignments`);
    expect(assignments.body.map((a: { id: string }) => a.id)).toEqual([own.id]);
    const history = await resident.get(`/api/apartments/${mine.id}/history`);
    expect(history.body.map((a: { id: string }) => a.id)).toEqual([own.id]);
    for (const unit of [before, other]) {
      for (const suffix of ['', '/assignments', '/history']) {
        const res = await resident.get(`/api/apartments/${unit.id}${suffix}`);
        expect(res.status).toBe(404);
      }
    }
    // Their own past assignment stays theirs: it reaches their device through the feed.
    const feed = await resident.get('/api/sync/changes?since=0');
    expect(feed.body.changes.map((c: { id: string }) => c.id)).toContain(past.id);
    expect(feed.body.changes.map((c: { id: string }) => c.id)).not.toContain(before.id);
  });

  it('S11: a resident user with no resident record sees no apartment', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/apartments')).body).toEqual([]);
    expect((await resident.get(`/api/apartments/${unit.id}`)).status).toBe(404);
  });
});
