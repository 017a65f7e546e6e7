/**
 * Rule S21 on a device: the server is restored from a backup and writes past the device's cursor.
 * The device's cursor names the history the restore threw away, so its next pull resyncs, and
 * its mirror ends up exactly a fresh device's: the rows lost with the old history leave it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '@chungcu/sync-server';
import { cursor } from '../src/data/cursor';
import type { ChungCuDb } from '../src/data/db';
import { entityDefs } from '../src/data/entities';
import { type Device, createDevice } from './support/device';
import { type TestServer, startTestServer } from './support/server';

const HOUR = 60 * 60 * 1000;
const dir = mkdtempSync(join(tmpdir(), 'chungcu-restore-'));

// Each test has a server of its own: the restore changes its server's history, and the upgrade
// test holds only while no restore has intervened (so the two passed only in file order).
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
}, 90_000);
afterEach(() => server.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function settle(device: Device) {
  for (let i = 0; i < 20; i++) {
    const result = await device.engine.syncOnce();
    if (result.push.kind === 'done') return result;
    device.advance(HOUR);
  }
  throw new Error('device did not settle');
}

async function createResidents(device: Device, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await device.createResident());
  await settle(device);
  return ids;
}

/** Every mirrored table's rows, by id: what the screens can show. */
async function mirrorOf(db: ChungCuDb) {
  const tables: Record<string, unknown[]> = {};
  for (const { table } of Object.values(entityDefs)) {
    tables[table] = await db.table(table).orderBy('id').toArray();
  }
  return tables;
}

const clockOf = async () => Number((await server.db('sync_clock').first('version')).version);

it('S21: a device upgrading with a cursor that names no history goes on from it while no restore intervened', async () => {
  const device = await createDevice(server.baseUrl);
  const writer = await createDevice(server.baseUrl);
  await settle(device);
  const before = await cursor.read(device.db);
  // As stored before protocol 5: the number alone.
  await device.db.meta.delete('cursorEpoch');
  const ids = await createResidents(writer, 2);
  const result = await settle(device);
  expect(result.pulled).toBe(2);
  expect(await device.db.residents.bulkGet(ids)).not.toContain(undefined);
  expect(await cursor.read(device.db)).toEqual({
    version: before.version + 2,
    epoch: before.epoch,
  });
});

it('S21: after a restore, a cursor the new history has passed resyncs; the mirror equals a fresh pull', async () => {
  const device = await createDevice(server.baseUrl);
  // A device from before protocol 5: its cursor names no history.
  const legacy = await createDevice(server.baseUrl);
  const writer = await createDevice(server.baseUrl);
  await createResidents(writer, 3);
  await settle(device);
  const file = join(dir, 'backup.jsonl.gz');
  await writeBackup(server.db, file);
  const backupClock = await clockOf();

  // 20 writes after the backup reach both devices, then the server loses them.
  const ghosts = await createResidents(writer, 20);
  await settle(device);
  await settle(legacy);
  await legacy.db.meta.delete('cursorEpoch');
  const old = await cursor.read(device.db);
  expect(old.version).toBe(backupClock + 20);
  expect(old.epoch).toMatch(/^[0-9a-f-]{36}$/);
  expect(await device.db.residents.bulkGet(ghosts)).not.toContain(undefined);

  // Restored over the running server's database (`--force`), as on PostgreSQL behind replicas.
  const { epoch } = await restoreBackup(server.db, file, { force: true });
  // The restored server writes past the old cursor: its versions again, other rows.
  const after = await createDevice(server.baseUrl);
  const fresh = await createResidents(after, 25);
  expect(await clockOf()).toBe(backupClock + 25);

  const fromScratch = await createDevice(server.baseUrl);
  await settle(fromScratch);
  for (const stale of [device, legacy]) {
    await settle(stale);
    expect(await mirrorOf(stale.db)).toEqual(await mirrorOf(fromScratch.db));
    expect(await stale.db.residents.bulkGet(ghosts)).toEqual(ghosts.map(() => undefined));
    expect(await stale.db.residents.bulkGet(fresh)).not.toContain(undefined);
    expect(await cursor.read(stale.db)).toEqual({ version: backupClock + 25, epoch });
  }
});
