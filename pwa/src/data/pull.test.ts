import { uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ChungCuDb } from './db';
import { cursor } from './cursor';
import { applyPages } from './pull';

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
