import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  insertLargeData,
  migrateToLatest,
  seedDemoData,
} from '@chungcu/sync-server';

/** A large complex: the bench's sizes, and what a new staff tablet pulls on first sign-in. */
export const LARGE_COMPLEX = { residents: 10_000, apartments: 2_000, inquiries: 20_000 };

/**
 * A PGlite data folder holding the demo data plus a large complex, for `startSyncServer`
 * (`dataDir`); `maxVersion` is its clock, the last version a first sync must reach.
 */
export async function prepareLargeComplex(
  prefix: string,
): Promise<{ dataDir: string; maxVersion: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  await seedDemoData(db);
  await insertLargeData(db, LARGE_COMPLEX);
  const [clock] = await db('sync_clock');
  await db.destroy();
  return { dataDir, maxVersion: Number(clock.version) };
}
