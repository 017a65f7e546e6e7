import { afterEach, describe, expect, it } from 'vitest';
import { type Resident, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../../data';
import { toMirrorRow } from '../../data/entities';
import { createInquiryStore } from './inquiry-store';
import { filterRows, noFilters } from './logic/list';
import { freshDb, seedInquiry, serverInquiry } from './test-support';

let db: ChungCuDb;
afterEach(() => db?.delete());

function resident(fields: Partial<Resident>): Resident {
  const at = new Date().toISOString();
  return {
    id: uuidv7(),
    version: 1,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    idCardNumber: '079201001234',
    email: 'lan@chungcu.vn',
    phone: '+84900000001',
    dateOfBirth: null,
    moveInDate: at,
    status: 'active',
    ...fields,
  } as Resident;
}

const putResident = (r: Resident) => db.residents.put(toMirrorRow('resident', r) as never);
const titles = (store: ReturnType<typeof createInquiryStore>) =>
  store.getSnapshot()?.map((row) => row.inquiry.title);

describe('the inquiry store', () => {
  it('lists the mirror newest first with requesters, then follows each change', async () => {
    db = await freshDb();
    const lan = resident({ firstName: 'Lan' });
    await putResident(lan);
    await seedInquiry(db, { title: 'Cũ', createdAt: '2026-01-01T00:00:00.000Z' });
    await seedInquiry(db, {
      title: 'Mới',
      createdAt: '2026-03-01T00:00:00.000Z',
      residentId: lan.id,
    });
    const store = createInquiryStore(db);
    let notified = 0;
    store.subscribe(() => notified++);
    await store.ready();
    expect(titles(store)).toEqual(['Mới', 'Cũ']);
    expect(store.getSnapshot()?.[0]?.requester).toEqual({
      firstName: 'Lan',
      lastName: 'Nguyễn Thị',
    });

    const middle = await seedInquiry(db, { title: 'Giữa', createdAt: '2026-02-01T00:00:00.000Z' });
    await store.ready();
    expect(titles(store)).toEqual(['Mới', 'Giữa', 'Cũ']);

    // A renamed requester is found by the new name, diacritics ignored.
    await putResident({ ...lan, firstName: 'Hằng' });
    await store.ready();
    const rows = store.getSnapshot() ?? [];
    expect(filterRows(rows, { ...noFilters, query: 'hang' }).map((r) => r.inquiry.title)).toEqual([
      'Mới',
    ]);
    expect(filterRows(rows, { ...noFilters, query: 'lan' })).toEqual([]);

    await db.inquiries.delete(middle.id);
    await store.ready();
    expect(titles(store)).toEqual(['Mới', 'Cũ']);
    expect(notified).toBeGreaterThanOrEqual(4);
    store.stop();
  });

  it('re-reads everything after a bulk write', async () => {
    db = await freshDb();
    const store = createInquiryStore(db);
    await store.ready();
    expect(store.getSnapshot()).toEqual([]);
    // 50 rows or more in one write are announced as a range, not ids.
    const many = Array.from({ length: 60 }, (_, i) =>
      toMirrorRow('inquiry', serverInquiry({ title: `Yêu cầu ${i}` })),
    );
    await db.inquiries.bulkPut(many as never);
    await store.ready();
    expect(store.getSnapshot()).toHaveLength(60);
    store.stop();
  });
});
