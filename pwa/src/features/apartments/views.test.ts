import { afterEach, describe, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { assignResidents, removeAssignment } from './mutations';
import { type UnitsStore, createUnitsStore } from './queries';
import { freshDb, seedApartment, seedAssignment, seedResident } from './test-support';
import { apartmentCards, assignableResidents, unitResidents, unitsElsewhere } from './views';
import { uuidv7 } from '@chungcu/contracts';

let db: ChungCuDb;
let store: UnitsStore;
afterEach(async () => {
  store?.stop();
  await db?.delete();
});

async function snapshot() {
  await store.ready();
  const snap = store.getSnapshot();
  if (!snap) throw new Error('store not ready');
  return snap;
}

describe('apartment views over the mirror', () => {
  it('joins current assignments to live residents, primary first', async () => {
    db = await freshDb();
    store = createUnitsStore(db);
    const unit = await seedApartment(db, {
      unitNumber: 'A2-403',
      status: 'occupied',
      imageUrl: '/api/attachments/0190a0b0-0000-7000-8000-000000000001/content',
    });
    const empty = await seedApartment(db, {
      unitNumber: 'A10-101',
      imageUrl: '/api/placeholder/400/300',
    });
    const an = await seedResident(db, { firstName: 'An', lastName: 'Nguyễn Văn' });
    const binh = await seedResident(db, { firstName: 'Bình', lastName: 'Trần' });
    await seedAssignment(db, { apartmentId: unit.id, residentId: an.id });
    await seedAssignment(db, { apartmentId: unit.id, residentId: binh.id, isPrimary: true });
    await seedAssignment(db, {
      apartmentId: unit.id,
      residentId: an.id,
      moveOutDate: '2024-01-01T00:00:00.000Z',
    });
    // An assignment whose resident is gone from the mirror is not a current resident.
    await seedAssignment(db, { apartmentId: empty.id });

    const cards = apartmentCards(await snapshot());
    expect(cards.map((c) => c.unitNumber)).toEqual(['A2-403', 'A10-101']);
    expect(cards[0]?.image).toBe('/api/attachments/0190a0b0-0000-7000-8000-000000000001/content');
    expect(cards[0]?.residents.map((r) => [r.firstName, r.isPrimary])).toEqual([
      ['Bình', true],
      ['An', false],
    ]);
    expect(cards[0]).toMatchObject({ status: 'occupied', floor: 4 });
    expect(cards[0]?.searchText).toContain('tran binh');
    // The spec's placeholder is no picture: the card shows its empty state instead.
    expect(cards[1]).toMatchObject({ residents: [], image: null });

    const lists = unitResidents(await snapshot(), unit.id);
    expect(lists.current).toHaveLength(2);
    expect(lists.history).toHaveLength(1);
  });

  it("shows the unit's own status, 'available' set by staff with residents too", async () => {
    db = await freshDb();
    store = createUnitsStore(db);
    const unit = await seedApartment(db, { status: 'available' });
    await seedAssignment(db, { apartmentId: unit.id, residentId: (await seedResident(db)).id });
    expect(apartmentCards(await snapshot())[0]?.status).toBe('available');
  });

  it('offers active residents of its complex not living in the unit, searched without diacritics', async () => {
    db = await freshDb();
    store = createUnitsStore(db);
    const unit = await seedApartment(db);
    const living = await seedResident(db, { firstName: 'An', lastName: 'Nguyễn Văn' });
    await seedResident(db, { firstName: 'Hà', lastName: 'Nguyễn Thị' });
    await seedResident(db, { firstName: 'Cường', lastName: 'Nguyễn', status: 'inactive' });
    await seedResident(db, { firstName: 'Dũng', lastName: 'Đỗ' });
    // A record of another complex (S23: the rules refuse it there).
    await seedResident(db, { firstName: 'Nga', lastName: 'Nguyễn', complexId: uuidv7() });
    await seedAssignment(db, { apartmentId: unit.id, residentId: living.id });

    let snap = await snapshot();
    const names = (query: string) =>
      assignableResidents(snap, unit.id, query).map((r) => r.firstName);
    snap = await snapshot();
    expect(names('nguyen')).toEqual(['Hà']);
    expect(names('')).toEqual(['Dũng', 'Hà']);
    expect(names('do dung')).toEqual(['Dũng']);
  });

  it('follows local assigns and move-outs', async () => {
    db = await freshDb();
    store = createUnitsStore(db);
    const unit = await seedApartment(db);
    const r = await seedResident(db);
    await snapshot();

    const [row] = await assignResidents(unit.id, [r.id], null, { db });
    if (!row) throw new Error('no assignment');
    expect(unitResidents(await snapshot(), unit.id).current).toHaveLength(1);
    await removeAssignment(row.id, { db });
    const after = unitResidents(await snapshot(), unit.id);
    expect(after.current).toHaveLength(0);
    expect(after.history.map((v) => v.assignment.id)).toEqual([row.id]);
  });

  it('names the other units a resident lives in now, for the assign warning', async () => {
    db = await freshDb();
    store = createUnitsStore(db);
    const here = await seedApartment(db, { unitNumber: 'A2-403' });
    const home = await seedApartment(db, { unitNumber: 'B1-101' });
    const before = await seedApartment(db, { unitNumber: 'C3-305' });
    const lan = await seedResident(db, { firstName: 'Lan', lastName: 'Phạm' });
    const moved = await seedResident(db, { firstName: 'Minh', lastName: 'Đỗ' });
    await seedAssignment(db, { apartmentId: home.id, residentId: lan.id });
    await seedAssignment(db, {
      apartmentId: before.id,
      residentId: moved.id,
      moveOutDate: '2024-01-01T00:00:00.000Z',
    });
    const snap = await snapshot();
    expect(unitsElsewhere(snap, lan.id, here.id)).toEqual(['B1-101']);
    // Living in the unit itself is no warning; a past home is none either.
    expect(unitsElsewhere(snap, lan.id, home.id)).toEqual([]);
    expect(unitsElsewhere(snap, moved.id, here.id)).toEqual([]);
  });
});
