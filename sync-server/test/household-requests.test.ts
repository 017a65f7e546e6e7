import { expect, it } from 'vitest';
import { messages, uuidv7 } from '@chungcu/contracts';
import { memberIdOf } from '@chungcu/mutations';
import { createApartment } from './assignment-fixtures';
import { pullAll, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { countRows, describeEachDatabase } from './harness';
import { ask, familyHome } from './household-fixtures';

const mh = messages.household;
const mv = messages.vehicle;

describeEachDatabase('household requests and vehicles', (use) => {
  it('a resident asks for a vehicle offline (push); staff see it pending, approve it, and the vehicle reaches her feed', async () => {
    const { admin, resident, unit } = await familyHome(use);
    const id = uuidv7();
    const pushed = await pushOne(resident, 'createHouseholdRequest', {
      id,
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '59x1 23456',
      vehicleKind: 'motorbike',
      brand: 'Honda Vision đỏ',
    });
    expect(pushed).toContain('"ok":true');
    const pending = await admin.get('/api/household-requests?status=pending');
    expect(pending.body).toEqual([
      expect.objectContaining({
        id,
        plateNumber: '59-X1 234.56',
        status: 'pending',
        requestedBy: 'resident-001',
      }),
    ]);
    const approved = await admin.post(`/api/household-requests/${id}/approve`).send({});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', vehicleId: expect.any(String) });
    const feed = await pullAll(resident);
    expect(feed.changes).toContainEqual(
      expect.objectContaining({
        entity: 'vehicle',
        id: approved.body.vehicleId,
        data: expect.objectContaining({ plateNumber: '59-X1 234.56', kind: 'motorbike' }),
      }),
    );
    expect(feed.changes).toContainEqual(
      expect.objectContaining({
        entity: 'householdRequest',
        id,
        data: expect.objectContaining({ status: 'approved' }),
      }),
    );
    const again = await admin.post(`/api/household-requests/${id}/refuse`).send({ reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(mh.alreadyDecided);
  });

  it('a member request becomes a record and an assignment; a refusal carries its reason to the resident', async () => {
    const { admin, resident, unit } = await familyHome(use);
    const member = await ask(resident, {
      kind: 'member',
      apartmentId: unit.id,
      firstName: 'Bảo An',
      lastName: 'Trần',
      relation: 'child',
      dateOfBirth: '2020-02-02',
    });
    const missing = await admin.post(`/api/household-requests/${member.id}/approve`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(mh.recordRequired);
    const noPhone = await admin
      .post(`/api/household-requests/${member.id}/approve`)
      .send({ resident: { idCardNumber: '001220009876', email: 'bao.an@chungcu.vn' } });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe(messages.resident.phoneRequired);
    const approved = await admin.post(`/api/household-requests/${member.id}/approve`).send({
      resident: { idCardNumber: '001220009876', email: 'bao.an@chungcu.vn', phone: '0901 000 111' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const household = await resident.get(`/api/apartments/${unit.id}/household`);
    expect(household.body.members).toContainEqual(
      expect.objectContaining({
        id: memberIdOf(approved.body.assignmentId),
        firstName: 'Bảo An',
        relation: 'child',
      }),
    );
    expect(household.text).not.toContain('001220009876');

    const car = await ask(resident, {
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '30G 12345',
      vehicleKind: 'car',
    });
    const empty = await admin
      .post(`/api/household-requests/${car.id}/refuse`)
      .send({ reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(mh.refuseReasonRequired);
    const refused = await admin
      .post(`/api/household-requests/${car.id}/refuse`)
      .send({ reason: 'Hầm B1 đã hết chỗ ô tô' });
    expect(refused.status).toBe(200);
    const mine = await resident.get('/api/household-requests');
    expect(mine.body).toContainEqual(
      expect.objectContaining({
        id: car.id,
        status: 'refused',
        refuseReason: 'Hầm B1 đã hết chỗ ô tô',
      }),
    );
  });

  it("another unit does not exist for the resident (404), staff cannot ask, and decisions are staff's", async () => {
    const { admin, resident, unit } = await familyHome(use);
    const elsewhere = await createApartment(admin);
    const before = await countRows(use().db, 'household_requests');
    const theirs = await resident.post('/api/household-requests').send({
      kind: 'vehicle',
      apartmentId: elsewhere.id,
      plateNumber: '29A-111.22',
      vehicleKind: 'car',
    });
    expect(theirs.status).toBe(404);
    expect((await resident.get(`/api/apartments/${elsewhere.id}/household`)).status).toBe(404);
    expect((await resident.get(`/api/vehicles?apartmentId=${elsewhere.id}`)).status).toBe(404);
    const byStaff = await admin.post('/api/household-requests').send({
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '29A-111.22',
      vehicleKind: 'car',
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe(mh.residentOnly);
    expect(await countRows(use().db, 'household_requests')).toBe(before);

    const mine = await ask(resident, {
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '29A-111.22',
      vehicleKind: 'car',
    });
    expect(
      (await resident.post(`/api/household-requests/${mine.id}/approve`).send({})).status,
    ).toBe(403);
    expect(
      (await resident.post('/api/vehicles').send({ apartmentId: unit.id, kind: 'bicycle' })).status,
    ).toBe(403);
    // A manager of another complex: the request does not exist for them.
    const { second } = await twoComplexes(use);
    const { agent: outsider } = await staffOf(use, [second]);
    expect(
      (await outsider.post(`/api/household-requests/${mine.id}/approve`).send({})).status,
    ).toBe(404);
    expect((await outsider.get('/api/household-requests')).body).toEqual([]);
  });

  it('vehicles: plates normalised, garbage and clashes refused in Vietnamese; bad input never answers 500', async () => {
    const { admin, resident, unit } = await familyHome(use);
    const created = await admin
      .post('/api/vehicles')
      .send({ apartmentId: unit.id, kind: 'car', plateNumber: '51g-888.99' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ plateNumber: '51G-888.99', status: 'active' });
    const other = await createApartment(admin);
    const clash = await admin
      .post('/api/vehicles')
      .send({ apartmentId: other.id, kind: 'car', plateNumber: '51G88899' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(mv.plateTaken);
    const asked = await resident.post('/api/household-requests').send({
      kind: 'vehicle',
      apartmentId: unit.id,
      plateNumber: '51G 888 99',
      vehicleKind: 'car',
    });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(mv.plateTaken);

    const before = await countRows(use().db, 'vehicles');
    const bad: [Record<string, unknown>, number][] = [
      [{ apartmentId: unit.id, kind: 'car', plateNumber: 'xin chào' }, 400],
      [{ apartmentId: unit.id, kind: 'tàu', plateNumber: '29A-123.45' }, 400],
      [{ apartmentId: unit.id, kind: 'car', plateNumber: 12345 }, 400],
      [{ apartmentId: unit.id, kind: 'car', plateNumber: '29A-123.45'.repeat(5) }, 400],
      [{ apartmentId: unit.id, kind: 'car', plateNumber: '29A-123.45', extra: 1 }, 400],
      [{ apartmentId: 'khong-phai-id', kind: 'car', plateNumber: '29A-123.45' }, 400],
      [{ apartmentId: uuidv7(), kind: 'car', plateNumber: '29A-123.45' }, 404],
      [
        { apartmentId: unit.id, kind: 'car', plateNumber: '29A-123.45', ownerMemberId: uuidv7() },
        400,
      ],
    ];
    for (const [body, status] of bad) {
      const res = await admin.post('/api/vehicles').send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect(
      (
        await admin
          .post('/api/vehicles')
          .send({ apartmentId: unit.id, kind: 'car', plateNumber: 'rác' })
      ).body.message,
    ).toBe(mv.plateInvalid);
    const badRequests: Record<string, unknown>[] = [
      {},
      { kind: 'thú cưng', apartmentId: unit.id },
      { kind: 'member', apartmentId: unit.id, firstName: '', lastName: 'Trần', relation: 'child' },
      {
        kind: 'member',
        apartmentId: unit.id,
        firstName: 'An',
        lastName: 'Trần',
        relation: 'hàng xóm',
      },
      {
        kind: 'member',
        apartmentId: unit.id,
        firstName: 'An',
        lastName: 'Trần',
        relation: 'child',
        phone: 'abc',
      },
      {
        kind: 'member',
        apartmentId: unit.id,
        firstName: 'An',
        lastName: 'Trần',
        relation: 'child',
        dateOfBirth: '3000-01-01',
      },
      { kind: 'vehicle', apartmentId: unit.id, vehicleKind: 'car' },
      { kind: 'vehicle', apartmentId: unit.id, vehicleKind: 'car', plateNumber: '\ud800' },
    ];
    for (const body of badRequests) {
      const res = await resident.post('/api/household-requests').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const path of ['/api/vehicles/khong-id', `/api/vehicles/${uuidv7()}`]) {
      expect((await admin.patch(path).send({ status: 'inactive' })).status).toBe(404);
      expect((await admin.delete(path)).status).toBe(404);
    }
    for (const path of [
      '/api/household-requests/x/approve',
      `/api/household-requests/${uuidv7()}/refuse`,
    ]) {
      expect((await admin.post(path).send({ reason: 'x' })).status).toBe(404);
    }
    expect((await admin.get('/api/household-requests?status=lạ')).status).toBe(400);
    expect((await admin.get('/api/vehicles?apartmentId=lạ')).status).toBe(404);
    expect(await countRows(use().db, 'vehicles')).toBe(before);

    const patched = await admin
      .patch(`/api/vehicles/${created.body.id}`)
      .send({ status: 'inactive' });
    expect(patched.body).toMatchObject({ status: 'inactive', plateNumber: '51G-888.99' });
    expect((await admin.delete(`/api/vehicles/${created.body.id}`)).status).toBe(204);
    expect((await resident.get(`/api/vehicles?apartmentId=${unit.id}`)).body).toEqual([]);
  });

  it("staff set an occupant's relation where assignments are edited", async () => {
    const { admin, unit, sonStay, minhStay } = await familyHome(use);
    const patched = await admin
      .patch(`/api/assignments/${sonStay.id}`)
      .send({ relation: 'grandchild' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ relation: 'grandchild', isPrimary: false });
    const bad = await admin.patch(`/api/assignments/${minhStay.id}`).send({ relation: 'bạn' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(mh.relationInvalid);
    const household = await admin.get(`/api/apartments/${unit.id}/household`);
    expect(household.body.members).toContainEqual(
      expect.objectContaining({ id: memberIdOf(sonStay.id), relation: 'grandchild' }),
    );
  });
});
