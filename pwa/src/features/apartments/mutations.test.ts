import { apartmentCreateSchema } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { toApartmentPayload } from './form-mapping';
import { assignResidents, createApartment, makePrimary, removeAssignment } from './mutations';
import { freshDb, seedApartment, seedAssignment, seedResident } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const form = {
  buildingName: 'Tòa A',
  apartmentNumber: 'A9-901',
  apartmentType: '2BR/1BA',
  status: 'available',
};

describe('createApartment', () => {
  it('stores the unit at once and queues one POST carrying the client id', async () => {
    db = await freshDb();
    const body = apartmentCreateSchema.parse(
      toApartmentPayload(form, ['data:image/jpeg;base64,AA']),
    );
    const row = await createApartment(body, { db });

    expect(await db.apartments.get(row.id)).toMatchObject({
      unitNumber: 'A9-901',
      buildingBlock: 'Tòa',
      floor: 9,
      version: 0,
      images: ['data:image/jpeg;base64,AA'],
      imageUrl: '/api/placeholder/400/300',
    });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      path: '/api/apartments',
      entity: 'apartment',
      entityId: row.id,
      userId: 'admin-001',
      label: 'Thêm căn hộ A9-901',
    });
    expect(entries[0]?.body).toMatchObject({
      id: row.id,
      unitNumber: 'A9-901',
      monthlyRent: '1850',
    });
  });

  it('refuses a unit number the mirror already has', async () => {
    db = await freshDb();
    await seedApartment(db, { unitNumber: 'A9-901' });
    const body = apartmentCreateSchema.parse(toApartmentPayload(form, []));
    await expect(createApartment(body, { db })).rejects.toThrow('Số căn hộ đã tồn tại');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('assignResidents', () => {
  it('queues one POST per resident in one write and shows them as current', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const a = await seedResident(db, { firstName: 'An' });
    const b = await seedResident(db, { firstName: 'Bình', lastName: 'Trần' });

    const rows = await assignResidents(unit.id, [a.id, b.id], 'Chìa khóa ở quầy', { db });

    expect(rows).toHaveLength(2);
    const stored = await db.assignments.where('apartmentId').equals(unit.id).toArray();
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.moveOutDate === null && r.isPrimary === false)).toBe(true);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.method, e.path])).toEqual([
      ['POST', '/api/assignments'],
      ['POST', '/api/assignments'],
    ]);
    expect(entries[0]?.body).toMatchObject({
      id: rows[0]?.id,
      apartmentId: unit.id,
      residentId: a.id,
      isPrimary: false,
      notes: 'Chìa khóa ở quầy',
    });
    expect(entries[1]?.label).toBe('Phân công Trần Bình vào căn hộ A2-403');
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
  });

  it('sends a null note and refuses an empty selection', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const a = await seedResident(db);
    await assignResidents(unit.id, [a.id], '  ', { db });
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ notes: null });
    await expect(assignResidents(unit.id, [], null, { db })).rejects.toThrow(
      'Please select at least one resident',
    );
  });
});

describe('removeAssignment', () => {
  it('queues a DELETE and keeps the row as history with a move-out date', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const r = await seedResident(db);
    const assignment = await seedAssignment(db, { apartmentId: unit.id, residentId: r.id });

    await removeAssignment(assignment.id, { db });

    const row = await db.assignments.get(assignment.id);
    expect(row?.moveOutDate).toEqual(expect.any(String));
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'DELETE',
      path: `/api/assignments/${assignment.id}`,
      answer: 'none',
      baseVersion: 7,
    });
    await expect(removeAssignment(assignment.id, { db })).rejects.toThrow();
  });
});

describe('makePrimary', () => {
  it('clears the other primary, then marks the chosen one', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const old = await seedAssignment(db, { apartmentId: unit.id, isPrimary: true });
    const next = await seedAssignment(db, { apartmentId: unit.id });
    const gone = await seedAssignment(db, {
      apartmentId: unit.id,
      isPrimary: true,
      moveOutDate: new Date().toISOString(),
    });

    await makePrimary(next.id, { db });

    expect((await db.assignments.get(next.id))?.isPrimary).toBe(true);
    expect((await db.assignments.get(old.id))?.isPrimary).toBe(false);
    expect((await db.assignments.get(gone.id))?.isPrimary).toBe(true);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.method, e.path, e.body])).toEqual([
      ['PATCH', `/api/assignments/${old.id}`, { isPrimary: false, baseVersion: 7 }],
      ['PATCH', `/api/assignments/${next.id}`, { isPrimary: true, baseVersion: 7 }],
    ]);
  });

  it('refuses a resident who moved out', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const gone = await seedAssignment(db, {
      apartmentId: unit.id,
      moveOutDate: new Date().toISOString(),
    });
    await expect(makePrimary(gone.id, { db })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
