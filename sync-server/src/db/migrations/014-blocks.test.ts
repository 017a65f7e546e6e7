import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockIdOf } from '@chungcu/mutations';
import {
  type OpenDatabase,
  databaseKinds,
  firstComplexId,
  openTestDatabase,
} from '../../../test/harness';
import type { Db } from '../database';
import * as blocks from './014-blocks';

let unitCount = 0;
async function insertUnit(db: Db, complexId: string, block: string, deleted = false) {
  await db('apartments').insert({
    id: randomUUID(),
    complex_id: complexId,
    unit_number: `U-${++unitCount}`,
    building_block: block,
    floor: 1,
    bedrooms: 1,
    bathrooms: 1,
    square_footage: 50,
    monthly_rent: '1850',
    version: 1,
    deleted_at: deleted ? new Date() : null,
  });
}

describe.each(databaseKinds)('migration 014: blocks become rows [%s]', (kind) => {
  let open: OpenDatabase | undefined;
  const db = () => open?.db as Db;
  beforeAll(async () => {
    open = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => open?.close());

  it('S23: back-fills one block per complex and name of the live units, spelled as most of them are, each with its own version', async () => {
    await blocks.down(db());
    const first = await firstComplexId(db());
    const second = randomUUID();
    await db()('complexes').insert({ id: second, version: 2, code: 'SR-Q7', name: 'Sunrise City' });
    for (const block of ['A', 'A', 'a', 'B', 'Tòa C']) await insertUnit(db(), first, block);
    await insertUnit(db(), first, 'Gone', true);
    for (const block of ['v', 'V', 'v', 'A']) await insertUnit(db(), second, block);
    const [{ version: clockBefore }] = await db()('sync_clock').select('version');

    await blocks.up(db());

    const rows = await db()('blocks').orderBy('version');
    const named = rows.map((r) => [r.complex_id, r.name]).sort();
    expect(named).toEqual(
      [
        [first, 'A'],
        [first, 'B'],
        [first, 'Tòa C'],
        [second, 'A'],
        [second, 'v'],
      ].sort(),
    );
    const versions = rows.map((r) => Number(r.version));
    expect(new Set(versions).size).toBe(rows.length);
    expect(Math.min(...versions)).toBeGreaterThan(Number(clockBefore));
    const [{ version: clockAfter }] = await db()('sync_clock').select('version');
    expect(Number(clockAfter)).toBe(Math.max(...versions));
    for (const row of rows) expect(row.id).toBe(blockIdOf(row.complex_id, row.name));
    expect(rows.every((r) => r.deleted_at === null)).toBe(true);

    // A name is unique in its complex whatever its case, among live blocks.
    await expect(
      db()('blocks').insert({ id: randomUUID(), version: 999, complex_id: first, name: 'b' }),
    ).rejects.toThrow();
  });
});
