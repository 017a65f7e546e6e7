import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { type Changed, holdFullReloads, sameRow } from './live-map';
import { liveTable, stopLiveTables } from './live-tables';
import { mutate } from './mutate';
import { applyPages } from './pull';
import { seedTestComplex } from './test-device';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) stopLiveTables(db);
  await db?.delete();
  db = undefined;
});

describe('sameRow', () => {
  it('compares own fields, nested values by content', () => {
    expect(sameRow({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameRow({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameRow({ a: 1, b: [1] }, { a: 1, b: [2] })).toBe(false);
    expect(sameRow({ a: null }, { a: {} })).toBe(false);
    expect(sameRow(undefined, { a: 1 })).toBe(false);
  });
});

/** An administrator's device with a complex, its residents' table followed and read. */
async function adminDevice() {
  const device = new ChungCuDb(`live-${uuidv7()}`);
  db = device;
  await device.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  const residents = liveTable(device, 'residents');
  await seedTestComplex(device);
  await Promise.all([
    residents.ready(),
    liveTable(device, 'meta').ready(),
    liveTable(device, 'complexes').ready(),
  ]);
  return { device, residents };
}

/** Adds a resident on the device, as the residents screen does; answers its id. */
async function addResident(device: ChungCuDb): Promise<string> {
  const id = uuidv7();
  const args = {
    id,
    firstName: 'Hương',
    lastName: 'Lê Thị',
    idCardNumber: '079201004321',
    email: 'huong@chungcu.vn',
    phone: '0912345678',
  };
  await mutate('createResident', args, { db: device, label: 'Thêm cư dân' });
  return id;
}

describe('a live table tells of a save once', () => {
  it('the paint is news; the same row written in the transaction and re-read after the commit is not', async () => {
    const { device, residents } = await adminDevice();
    const heard: Changed[] = [];
    residents.subscribe((changed) => heard.push(changed));

    const id = await addResident(device);
    await residents.ready();
    expect(heard).toEqual([new Set([id])]);

    // A real change of the row (here written straight to the table, as a pull would) is news.
    await device.residents.update(id, { occupation: 'Kỹ sư' });
    await residents.ready();
    expect(heard).toEqual([new Set([id]), new Set([id])]);
    expect(residents.get()?.get(id)?.occupation).toBe('Kỹ sư');
  });
});

describe('a pull holds whole-table re-reads', () => {
  it('a bulk write during the hold is read once the hold is released, not before', async () => {
    db = new ChungCuDb(`live-${uuidv7()}`);
    const blocks = liveTable(db, 'blocks');
    const heard: Changed[] = [];
    blocks.subscribe((changed) => heard.push(changed));
    await blocks.ready();
    const rows = Array.from({ length: 60 }, (_, i) => ({ id: `b-${i}`, complexId: 'c-1' }));
    const release = holdFullReloads();
    await db.blocks.bulkPut(rows as never);
    // Dexie announces the commit after it: give it its turn, then the map must still wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(blocks.get()?.size).toBe(0);
    release();
    await blocks.ready();
    expect(blocks.get()?.size).toBe(60);
    expect(heard.at(-1)).toBeNull();
  });
});

describe('a live table looks rows up by a field', () => {
  it('answers from an index kept with each change, and made again after a whole read', async () => {
    db = new ChungCuDb(`live-${uuidv7()}`);
    const blocks = liveTable(db, 'blocks');
    blocks.subscribe(() => {});
    await db.blocks.bulkPut([
      { id: 'a', complexId: 'c-1' },
      { id: 'b', complexId: 'c-2' },
    ] as never);
    await blocks.ready();
    expect([...(blocks.lookup('complexId', 'c-1') ?? [])]).toEqual(['a']);
    blocks.put('b', { id: 'b', complexId: 'c-1' } as never);
    expect([...(blocks.lookup('complexId', 'c-1') ?? [])].sort()).toEqual(['a', 'b']);
    expect([...(blocks.lookup('complexId', 'c-2') ?? [])]).toEqual([]);
    blocks.put('a', null);
    expect([...(blocks.lookup('complexId', 'c-1') ?? [])]).toEqual(['b']);
    await db.blocks.bulkPut(
      Array.from({ length: 60 }, (_, i) => ({ id: `n-${i}`, complexId: 'c-3' })) as never,
    );
    await blocks.ready();
    expect(blocks.lookup('complexId', 'c-3')?.size).toBe(60);
  });
});

describe('a pull while a change of this device waits', () => {
  it('S17: never shows the screens the changed row gone: the rebase under it is told at its commit only', async () => {
    const { device, residents } = await adminDevice();
    const id = await addResident(device);
    await residents.ready();
    // What every notification showed of the row made here, while a pull of other rows lands
    // under it (the queued createResident taken out, the page written, the mutation run again).
    const shown: boolean[] = [];
    residents.subscribe(() => shown.push(residents.get()?.has(id) ?? false));
    const page = {
      changes: [
        {
          entity: 'block' as const,
          id: 'b-x',
          version: 1,
          deletedAt: null,
          data: { id: 'b-x', complexId: 'c-1', name: 'Tòa X', version: 1 },
        },
      ],
      cursor: 1,
      hasMore: true,
    };
    await applyPages(device, [page], 'admin-001');
    await residents.ready();
    expect(shown).not.toContain(false);
    expect(residents.get()?.has(id)).toBe(true);
  });
});
