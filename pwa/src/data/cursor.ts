import type { ChangesResponse } from '@chungcu/contracts';
import type { ChungCuDb } from './db';
import { meta } from './meta';

/**
 * Where the mirror stands in the change feed: the last version pulled and the history it belongs
 * to (rule S21). Kept as two `meta` keys written in the page's transaction: `cursor` stays the
 * plain number it always was (benches read it), `cursorEpoch` names its history. A device from
 * before protocol 5 holds a cursor with no history: it is sent bare, and the server decides.
 */
export interface Cursor {
  version: number;
  epoch?: string;
}

export const cursor = {
  async read(db: ChungCuDb): Promise<Cursor> {
    const version = (await meta.get<number>(db, 'cursor')) ?? 0;
    const epoch = await meta.get<string>(db, 'cursorEpoch');
    return epoch ? { version, epoch } : { version };
  },

  /** Moves the cursor past `page` (inside the page's transaction). */
  async write(db: ChungCuDb, page: Pick<ChangesResponse, 'cursor' | 'epoch'>): Promise<void> {
    await meta.set(db, 'cursor', page.cursor);
    // An answer naming no history (a server before protocol 5) leaves the cursor bare.
    if (page.epoch) await meta.set(db, 'cursorEpoch', page.epoch);
    else await db.meta.delete('cursorEpoch');
  },

  /** The next pull starts from 0: the whole feed again, in whatever history the server is. */
  async reset(db: ChungCuDb): Promise<void> {
    await cursor.write(db, { cursor: 0 });
  },

  /** The query of a pull from `from`: its history goes with it, except from 0. */
  query(from: Cursor): string {
    const epoch = from.epoch && from.version > 0 ? `&epoch=${encodeURIComponent(from.epoch)}` : '';
    return `since=${from.version}${epoch}`;
  },

  /** Where a pull goes on after `page`. */
  after(page: Pick<ChangesResponse, 'cursor' | 'epoch'>): Cursor {
    return page.epoch ? { version: page.cursor, epoch: page.epoch } : { version: page.cursor };
  },
};
