import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createHttp } from '../lib/http';
import { ChungCuDb } from './db';
import { cursor } from './cursor';
import { applyPages, pullChanges } from './pull';

let db: ChungCuDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

const block = (id: string, version: number, deleted = false) => ({
  entity: 'block' as const,
  id,
  version,
  deletedAt: deleted ? '2026-01-01T00:00:00.000Z' : null,
  data: { id, complexId: 'c-1', name: `Tòa ${id}`, version },
});

describe('several pages in one transaction', () => {
  it('leaves each row as the last page has it, and the cursor after the last page', async () => {
    db = new ChungCuDb(`pull-${uuidv7()}`);
    await db.blocks.put({ id: 'y', complexId: 'c-1', name: 'Tòa y' } as never);
    await applyPages(
      db,
      [
        { changes: [block('x', 1), block('y', 2, true)], cursor: 2, hasMore: true },
        { changes: [block('x', 3, true), block('y', 4), block('z', 5)], cursor: 5, hasMore: false },
      ],
      null,
    );
    expect((await db.blocks.toArray()).map((b) => b.id).sort()).toEqual(['y', 'z']);
    expect((await db.blocks.get('y'))?.version).toBe(4);
    expect(await cursor.read(db)).toEqual({ version: 5 });
  });
});

describe('a first sync of many pages', () => {
  it('writes them two pages at a time at most, so a save on the device never waits long, and ends with every row', async () => {
    db = new ChungCuDb(`pull-${uuidv7()}`);
    const PAGES = 10;
    const ROWS = 1_000;
    // Every page answered at once: the pages pile up ahead of the writes, as on a fast network.
    const http = createHttp({
      fetch: async (url) => {
        const since = Number(new URL(url, 'http://device').searchParams.get('since'));
        const first = since + 1;
        const changes = Array.from({ length: ROWS }, (_, i) => block(`b${first + i}`, first + i));
        const last = since + ROWS;
        return Response.json({ changes, cursor: last, hasMore: last < PAGES * ROWS });
      },
    });
    // Rows in each write of the blocks table (the pull reaches it by name: its prototype is spied).
    const written: number[] = [];
    const table = Object.getPrototypeOf(db.blocks) as { bulkPut: (...args: unknown[]) => unknown };
    const bulkPut = table.bulkPut;
    const spy = vi.spyOn(table, 'bulkPut').mockImplementation(function (
      this: { name: string },
      ...args: unknown[]
    ) {
      if (this.name === 'blocks') written.push((args[0] as unknown[]).length);
      return bulkPut.apply(this, args);
    });
    onTestFinished(() => spy.mockRestore());
    expect(await pullChanges(db, http)).toBe(PAGES * ROWS);
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(PAGES * ROWS);
    expect(Math.max(...written)).toBeLessThanOrEqual(2 * ROWS);
    expect(await db.blocks.count()).toBe(PAGES * ROWS);
    expect(await cursor.read(db)).toEqual({ version: PAGES * ROWS });
  });
});
