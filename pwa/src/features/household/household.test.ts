import { type Apartment, type HouseholdMember, messages, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { TEST_COMPLEX_ID, freshDb } from '../../data/test-device';
import { approveRequest, askForMember, askForVehicle, refuseRequest } from './mutations';

let db: ChungCuDb;
afterEach(async () => {
  await db?.delete();
});

const stamps = () => {
  const now = new Date().toISOString();
  return { version: 5, createdAt: now, updatedAt: now, deletedAt: null };
};

/** A resident's device: her home and its members as the server sent them. */
async function residentDevice() {
  db = await freshDb();
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'resident-001', email: 'resident@chungcu.demo', role: 'resident' },
  });
  const home = { id: uuidv7(), complexId: TEST_COMPLEX_ID, unitNumber: 'A2-403', ...stamps() };
  await db.apartments.put(toMirrorRow('apartment', home) as never);
  const member: HouseholdMember = {
    id: uuidv7(),
    complexId: TEST_COMPLEX_ID,
    apartmentId: home.id,
    firstName: 'Minh',
    lastName: 'Trần Văn',
    relation: 'spouse',
    isPrimary: false,
    moveInDate: new Date().toISOString(),
    ...stamps(),
  };
  await db.householdMembers.put(member);
  return { home: home as unknown as Apartment, member };
}

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => ('name' in e ? e.name : 'rest'));

const asStaff = () =>
  db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
  });

describe('household requests on the device', () => {
  it('a resident asks for a vehicle offline: the request shows at once, plate normalised, and is queued', async () => {
    const { home, member } = await residentDevice();
    const request = await askForVehicle(
      {
        apartmentId: home.id,
        plateNumber: '59x1 23456',
        vehicleKind: 'motorbike',
        brand: 'Honda Vision',
      },
      { db },
    );
    expect(await db.householdRequests.get(request.id)).toMatchObject({
      status: 'pending',
      plateNumber: '59-X1 234.56',
      requestedBy: 'resident-001',
      complexId: TEST_COMPLEX_ID,
    });
    const child = await askForMember(
      {
        apartmentId: home.id,
        lastName: 'Trần',
        firstName: 'Bảo An',
        relation: 'child',
        phone: '0987 654 321',
      },
      { db },
    );
    expect((await db.householdRequests.get(child.id))?.phone).toBe('+84987654321');
    expect(await queued()).toEqual(['createHouseholdRequest', 'createHouseholdRequest']);
    // Her device never held another member's record, only the narrow row.
    expect(await db.residents.count()).toBe(0);
    expect(await db.householdMembers.get(member.id)).toMatchObject({ firstName: 'Minh' });
  });

  it('refuses what the server would, in Vietnamese, and queues nothing', async () => {
    const { home } = await residentDevice();
    await expect(
      askForVehicle(
        { apartmentId: home.id, plateNumber: 'xe của tôi', vehicleKind: 'car' },
        { db },
      ),
    ).rejects.toThrow(messages.vehicle.plateInvalid);
    await expect(
      askForVehicle(
        { apartmentId: uuidv7(), plateNumber: '29A-123.45', vehicleKind: 'car' },
        { db },
      ),
    ).rejects.toThrow(messages.apartment.notFound);
    await askForVehicle(
      { apartmentId: home.id, plateNumber: '29A-123.45', vehicleKind: 'car' },
      { db },
    );
    await expect(
      askForVehicle({ apartmentId: home.id, plateNumber: '29a12345', vehicleKind: 'car' }, { db }),
    ).rejects.toThrow(messages.household.requestPending);
    expect(await queued()).toEqual(['createHouseholdRequest']);
  });

  it('staff approve a vehicle request on their device: the vehicle appears with the decision, in one change', async () => {
    const { home } = await residentDevice();
    const request = await askForVehicle(
      { apartmentId: home.id, plateNumber: '30K-456.78', vehicleKind: 'car' },
      { db },
    );
    await asStaff();
    const approved = await approveRequest(request, undefined, { db });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'admin-001' });
    expect(await db.vehicles.get(approved.vehicleId as string)).toMatchObject({
      plateNumber: '30K-456.78',
      apartmentId: home.id,
    });
    const other = await askForVehicle(
      { apartmentId: home.id, plateNumber: '30K-111.22', vehicleKind: 'car' },
      { db },
    ).catch((e: unknown) => e);
    // Staff do not ask: they add vehicles themselves.
    expect(String(other)).toContain(messages.household.residentOnly);
    await expect(refuseRequest(request.id, 'Trễ', { db })).rejects.toThrow(
      messages.household.alreadyDecided,
    );
  });
});
