import { apartmentCreateSchema, uuidv7 } from '@chungcu/contracts';
import { blockIdOf, memberIdOf } from '@chungcu/mutations';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { type ChungCuDb, isMutationEntry } from '../../data';
import { toApartmentPayload } from './form-mapping';
import { assignResidents, createApartment, makePrimary, removeAssignment } from './mutations';
import { apartmentStrings } from './strings';
import { freshDb, seedApartment, seedAssignment, seedResident } from './test-support';

const labels = apartmentStrings.get().outboxLabel;

let db: ChungCuDb;
afterEach(() => db?.delete());

/** The queued named mutations, oldest first. */
const mutationEntries = async () =>
  (await db.outbox.orderBy('seq').toArray()).filter(isMutationEntry);

const form = {
  buildingName: 'Tòa A',
  apartmentNumber: 'A9-901',
  apartmentType: '2BR/1BA',
  status: 'available',
};

describe('createApartment', () => {
  it('stores the unit at once and queues one createApartment carrying the client id', async () => {
    db = await freshDb();
    const body = apartmentCreateSchema.parse(toApartmentPayload(form));
    const row = await createApartment(body, { db });

    expect(await db.apartments.get(row.id)).toMatchObject({
      unitNumber: 'A9-901',
      buildingBlock: 'Tòa',
      floor: 9,
      version: 0,
      imageUrl: '/api/placeholder/400/300',
    });
    const entries = await mutationEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'mutation',
      name: 'createApartment',
      // Its block too: the test complex had no block 'Tòa' yet (S23).
      touched: [`blocks/${blockIdOf(TEST_COMPLEX_ID, 'Tòa')}`, `apartments/${row.id}`],
      userId: 'admin-001',
      state: 'pending',
      label: labels.create('A9-901'),
    });
    expect(entries[0]?.args).toMatchObject({
      id: row.id,
      unitNumber: 'A9-901',
      monthlyRent: '1850',
    });
  });

  it('refuses at once a unit number the mirror already has, in any case', async () => {
    db = await freshDb();
    await seedApartment(db, { unitNumber: 'a9-901' });
    const body = apartmentCreateSchema.parse(toApartmentPayload(form));
    await expect(createApartment(body, { db })).rejects.toThrow('Số căn hộ đã tồn tại');
    expect(await db.apartments.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('assignResidents', () => {
  it('queues one createAssignment per resident, shows them as current and the unit occupied', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const a = await seedResident(db, { firstName: 'An' });
    const b = await seedResident(db, { firstName: 'Bình', lastName: 'Trần' });

    const rows = await assignResidents(unit.id, [a.id, b.id], 'Chìa khóa ở quầy', { db });

    expect(rows).toHaveLength(2);
    const stored = await db.assignments.where('apartmentId').equals(unit.id).toArray();
    expect(stored).toHaveLength(2);
    expect(stored.every((r) => r.moveOutDate === null && r.isPrimary === false)).toBe(true);
    expect((await db.apartments.get(unit.id))?.status).toBe('occupied');
    const entries = await mutationEntries();
    expect(entries.map((e) => e.name)).toEqual(['createAssignment', 'createAssignment']);
    expect(entries[0]?.args).toEqual({
      id: rows[0]?.id,
      apartmentId: unit.id,
      residentId: a.id,
      moveInDate: rows[0]?.moveInDate,
      isPrimary: false,
      notes: 'Chìa khóa ở quầy',
    });
    expect(entries[0]?.label).toBe(labels.assign('Nguyễn Văn An', 'A2-403'));
    expect(entries[1]?.label).toBe(labels.assign('Trần Bình', 'A2-403'));
    // The first one changed the unit's status; the second found it occupied already. Each
    // adds its resident to the household's members (under the assignment's id).
    expect(entries[0]?.touched).toContain(`apartments/${unit.id}`);
    expect(entries[1]?.touched).toEqual([
      `assignments/${rows[1]?.id}`,
      `householdMembers/${memberIdOf(rows[1]?.id ?? '')}`,
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
  });

  it('leaves a unit under maintenance as it is', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { status: 'maintenance' });
    const a = await seedResident(db);
    await assignResidents(unit.id, [a.id], null, { db });
    expect((await db.apartments.get(unit.id))?.status).toBe('maintenance');
  });

  it('refuses at once a resident who already lives there, or one this device does not know', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const a = await seedResident(db);
    await seedAssignment(db, { apartmentId: unit.id, residentId: a.id });
    await expect(assignResidents(unit.id, [a.id], null, { db })).rejects.toThrow(
      'Cư dân đã ở căn hộ này',
    );
    await expect(assignResidents(unit.id, [uuidv7()], null, { db })).rejects.toThrow(
      'Không tìm thấy cư dân',
    );
    expect(await db.assignments.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a null note and refuses an empty selection', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const a = await seedResident(db);
    await assignResidents(unit.id, [a.id], '  ', { db });
    expect((await mutationEntries())[0]?.args).toMatchObject({ notes: null });
    await expect(assignResidents(unit.id, [], null, { db })).rejects.toThrow(
      'Please select at least one resident',
    );
  });
});

describe('removeAssignment', () => {
  it('queues endAssignment, keeps the row as history and frees the unit when nobody is left', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { status: 'occupied' });
    const r = await seedResident(db, { firstName: 'Bình', lastName: 'Trần' });
    const assignment = await seedAssignment(db, { apartmentId: unit.id, residentId: r.id });
    const other = await seedAssignment(db, { apartmentId: unit.id });

    await removeAssignment(assignment.id, { db });

    const row = await db.assignments.get(assignment.id);
    expect(row).toMatchObject({ moveOutDate: expect.any(String), deletedAt: null });
    expect((await db.apartments.get(unit.id))?.status).toBe('occupied');
    const entries = await mutationEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      name: 'endAssignment',
      args: { id: assignment.id },
      label: labels.remove('Trần Bình', 'A2-403'),
    });
    await expect(removeAssignment(assignment.id, { db })).rejects.toThrow(
      'Không tìm thấy phân công',
    );
    expect(await db.outbox.count()).toBe(1);

    await removeAssignment(other.id, { db });
    expect((await db.apartments.get(unit.id))?.status).toBe('available');
  });
});

describe('makePrimary', () => {
  it('queues ONE updateAssignment; the mutation clears the other current primary', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const old = await seedAssignment(db, { apartmentId: unit.id, isPrimary: true });
    const resident = await seedResident(db);
    const next = await seedAssignment(db, { apartmentId: unit.id, residentId: resident.id });
    const gone = await seedAssignment(db, {
      apartmentId: unit.id,
      isPrimary: true,
      moveOutDate: new Date().toISOString(),
    });

    await makePrimary(next.id, { db });

    expect((await db.assignments.get(next.id))?.isPrimary).toBe(true);
    expect((await db.assignments.get(old.id))?.isPrimary).toBe(false);
    expect((await db.assignments.get(gone.id))?.isPrimary).toBe(true);
    const entries = await mutationEntries();
    expect(entries.map((e) => [e.name, e.args])).toEqual([
      ['updateAssignment', { id: next.id, isPrimary: true, baseVersion: 7 }],
    ]);
    // The new head's member row follows (the old one's record is not on this device).
    expect(entries[0]?.touched.sort()).toEqual(
      [
        `assignments/${next.id}`,
        `assignments/${old.id}`,
        `householdMembers/${memberIdOf(next.id)}`,
      ].sort(),
    );
    expect(entries[0]?.label).toBe(labels.primary('Nguyễn Văn An', 'A2-403'));
  });

  it('refuses a resident who moved out', async () => {
    db = await freshDb();
    const unit = await seedApartment(db);
    const gone = await seedAssignment(db, {
      apartmentId: unit.id,
      moveOutDate: new Date().toISOString(),
    });
    await expect(makePrimary(gone.id, { db })).rejects.toThrow(
      'Cư dân đã chuyển đi, không thể đặt làm chủ hộ',
    );
    expect((await db.assignments.get(gone.id))?.isPrimary).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });
});
