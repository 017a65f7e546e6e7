import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { liveTable, stopLiveTables } from './live-tables';
import { mutate } from './mutate';
import { seedTestComplex } from './test-device';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) stopLiveTables(db);
  await db?.delete();
  db = undefined;
});

async function warmDevice() {
  db = new ChungCuDb(`paint-${uuidv7()}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  });
  const device = db;
  await seedTestComplex(device);
  await Promise.all(
    (['residents', 'meta', 'complexes'] as const).map((name) => liveTable(device, name).ready()),
  );
  return device;
}

const resident = (fields: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  firstName: 'Hương',
  lastName: 'Lê Thị',
  idCardNumber: '079201004321',
  email: `huong.${uuidv7().slice(-6)}@chungcu.vn`,
  phone: '0912345678',
  ...fields,
});

describe('a save paints from memory first', () => {
  it('the row is in the in-memory table before IndexedDB stores it', async () => {
    const db = await warmDevice();
    const seenAtStore: unknown[] = [];
    db.residents.hook('creating', (id) => {
      seenAtStore.push(liveTable(db, 'residents').get()?.get(String(id))?.firstName);
    });
    const args = resident();
    await mutate('createResident', args, { db, label: 'Thêm cư dân' });
    expect(seenAtStore).toEqual(['Hương']);
    expect(await db.residents.get(args.id)).toBeDefined();
  });

  it('a change the rules refuse paints nothing and stores nothing', async () => {
    const db = await warmDevice();
    const first = resident();
    await mutate('createResident', first, { db, label: 'Thêm cư dân' });
    const clash = resident({ idCardNumber: first.idCardNumber });
    await expect(mutate('createResident', clash, { db, label: 'Thêm cư dân' })).rejects.toThrow();
    expect(liveTable(db, 'residents').get()?.has(clash.id)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});
