import type { Overwritten } from '@chungcu/contracts';
import type { ChungCuDb } from './db';

/** A write of ours that replaced someone else's newer value (shown to the user). */
export interface ConflictNotice {
  label: string;
  overwritten: Overwritten[];
  at: number;
}

/** Small state kept in the `meta` table: cursor, current user, flags. */
export const meta = {
  async get<T>(db: ChungCuDb, key: string): Promise<T | undefined> {
    return (await db.meta.get(key))?.value as T | undefined;
  },
  async set(db: ChungCuDb, key: string, value: unknown): Promise<void> {
    await db.meta.put({ key, value });
  },
  async addConflict(db: ChungCuDb, notice: ConflictNotice): Promise<void> {
    const list = (await meta.get<ConflictNotice[]>(db, 'conflicts')) ?? [];
    await meta.set(db, 'conflicts', [...list.slice(-19), notice]);
  },
};
