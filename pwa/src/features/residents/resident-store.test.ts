import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../../data';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { createResident, deleteResident, updateResident } from './mutations';
import { residentStoreOf } from './queries';
import { createResidentStore } from './resident-store';
import { freshDb, seedResident, seedResidents, serverResident } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

const base = {
  lastName: 'Trần Thị',
  idCardNumber: '079201009999',
  email: 'mai@chungcu.vn',
  phone: '+84900000000',
};
const names = (db: ReturnType<typeof createResidentStore>) =>
  db.getSnapshot()?.entries.map((e) => e.row.firstName);

describe('the residents store', () => {
  it('reads the mirror once, then follows each committed change by its ids', async () => {
    db = await freshDb();
    await seedResident(db, { firstName: 'Bình' });
    await seedResident(db, { firstName: 'Cường' });
    const store = createResidentStore(db);
    let notified = 0;
    store.subscribe(() => notified++);
    await store.ready();
    expect(names(store)).toEqual(['Bình', 'Cường']);

    const created = await createResident({ ...base, firstName: 'An' }, { db });
    await store.ready();
    expect(names(store)).toEqual(['An', 'Bình', 'Cường']);

    await updateResident(created.id, { firstName: 'Yến' }, { db });
    await store.ready();
    expect(names(store)).toEqual(['Bình', 'Cường', 'Yến']);
    expect(store.getSnapshot()?.entries.at(-1)?.searchText).toContain('yen');

    const sharing = (values: { idCardNumber: string; email: string }) =>
      store
        .getSnapshot()
        ?.sharing(values)
        .map((e) => e.row.firstName);
    // Looked up by the trimmed ID card or the lower-case email, and kept with each change.
    expect(sharing({ idCardNumber: ' 079201009999 ', email: 'x@y.vn' })).toEqual(['Yến']);
    expect(sharing({ idCardNumber: 'x', email: 'MAI@chungcu.vn' })).toEqual(['Yến']);
    await updateResident(created.id, { email: 'yen@chungcu.vn' }, { db });
    await store.ready();
    expect(sharing({ idCardNumber: 'x', email: 'mai@chungcu.vn' })).toEqual([]);
    expect(sharing({ idCardNumber: 'x', email: 'yen@chungcu.vn' })).toEqual(['Yến']);

    await deleteResident(created.id, { db });
    await store.ready();
    expect(names(store)).toEqual(['Bình', 'Cường']);
    expect(sharing({ idCardNumber: '079201009999', email: 'yen@chungcu.vn' })).toEqual([]);
    expect(notified).toBeGreaterThanOrEqual(4);
    store.stop();
  });

  it('shows a save of this tab at once, before the commit is re-read', async () => {
    db = await freshDb();
    await seedResident(db, { firstName: 'Bình' });
    const store = residentStoreOf(db);
    store.subscribe(() => {});
    await store.ready();

    const created = await createResident({ ...base, firstName: 'An' }, { db });
    expect(names(store)).toEqual(['An', 'Bình']);
    await deleteResident(created.id, { db });
    expect(names(store)).toEqual(['Bình']);
    store.stop();
  });

  it('tells lists how the entries changed, so they filter only the saved row', async () => {
    db = await freshDb();
    await seedResident(db, { firstName: 'Bình' });
    const store = createResidentStore(db);
    store.subscribe(() => {});
    await store.ready();
    const before = store.getSnapshot()?.entries;
    expect(store.getSnapshot()?.delta).toBeNull();

    const created = await createResident({ ...base, firstName: 'An' }, { db });
    const delta = store.getSnapshot()?.delta;
    expect(delta?.base).toBe(before);
    expect(delta?.removed).toEqual([]);
    expect(delta?.added.map((e) => e.id)).toEqual([created.id]);

    const edited = store.getSnapshot()?.entries;
    await updateResident(created.id, { firstName: 'Yến' }, { db });
    await store.ready();
    const edit = store.getSnapshot()?.delta;
    expect(edit?.base).toBe(edited);
    expect(edit?.removed.map((e) => e.row.firstName)).toEqual(['An']);
    expect(edit?.added.map((e) => e.row.firstName)).toEqual(['Yến']);
    store.stop();
  });

  it('re-reads everything after a bulk write or a clear', async () => {
    db = await freshDb();
    const store = createResidentStore(db);
    await store.ready();
    expect(store.getSnapshot()?.entries).toEqual([]);

    // 50 rows or more in one write are announced as a range, not ids.
    const rows = Array.from({ length: 60 }, (_, i) => serverResident({ firstName: `Người ${i}` }));
    await seedResidents(db, rows);
    await store.ready();
    expect(store.getSnapshot()?.entries).toHaveLength(60);

    await db.residents.clear();
    await store.ready();
    expect(store.getSnapshot()?.entries).toEqual([]);
    store.stop();
  });

  it("labels each resident's current units, and follows assignment changes", async () => {
    db = await freshDb();
    const a = await seedResident(db, { firstName: 'An' });
    const b = await seedResident(db, { firstName: 'Bình' });
    const now = new Date().toISOString();
    const synced = {
      version: 1,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
      notes: null,
      relation: null,
    };
    const apartmentId = uuidv7();
    await db.apartments.put({ id: apartmentId, unitNumber: 'A2-403' } as never);
    const assign = (residentId: string, apartment: string, moveOutDate: string | null) => ({
      ...synced,
      id: uuidv7(),
      apartmentId: apartment,
      residentId,
      moveInDate: now,
      moveOutDate,
      isPrimary: apartment === apartmentId,
      complexId: TEST_COMPLEX_ID,
    });
    await db.assignments.bulkPut([
      assign(a.id, uuidv7(), null),
      assign(a.id, apartmentId, null),
      assign(b.id, apartmentId, now),
    ]);
    const store = createResidentStore(db);
    await store.ready();
    expect(store.getSnapshot()?.units.get(a.id)).toEqual(['A2-403', null]);
    expect(store.getSnapshot()?.units.get(b.id)).toBeUndefined();

    await db.assignments.put(assign(b.id, apartmentId, null));
    await store.ready();
    expect(store.getSnapshot()?.units.get(b.id)).toEqual(['A2-403']);
    store.stop();
  });
});
