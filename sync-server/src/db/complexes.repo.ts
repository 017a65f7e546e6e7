import type { Complex } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { complexes } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';

/** Queries on `complexes` and `staff_complexes` (who serves which complex). */
export function createComplexesRepo(db: Db) {
  return {
    /** Live complexes the viewer may see (all for the company administrator), by code. */
    async listLive(viewer: Viewer | null): Promise<Complex[]> {
      const query = db('complexes as t').whereNull('t.deleted_at').select('t.*');
      if (viewer) query.whereRaw(visibleCondition('complex', viewer, 't'), viewerBindings(viewer));
      const rows = await query.orderBy([{ column: 'code' }, { column: 'id' }]);
      return rows.map((row: Row) => complexes.toEntity(row));
    },

    async findLive(trx: Db | Tx, id: string): Promise<Complex | null> {
      const row = await trx('complexes').where({ id }).whereNull('deleted_at').first();
      return row ? complexes.toEntity(row) : null;
    },

    /** Locks the complex's row for the rest of the write. */
    async lock(trx: Tx, id: string): Promise<Complex | null> {
      const row = await trx('complexes').where({ id }).whereNull('deleted_at').forUpdate().first();
      return row ? complexes.toEntity(row) : null;
    },

    /** Which live complexes each manager and staff member serves. */
    async assignments(): Promise<{ userId: string; complexIds: string[] }[]> {
      const rows: { user_id: string; complex_id: string }[] = await db('staff_complexes as s')
        .join('complexes as c', 'c.id', 's.complex_id')
        .whereNull('s.deleted_at')
        .whereNull('c.deleted_at')
        .orderBy([{ column: 's.user_id' }, { column: 'c.code' }])
        .select('s.user_id', 's.complex_id');
      const byUser = new Map<string, string[]>();
      for (const row of rows)
        byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.complex_id]);
      return [...byUser].map(([userId, complexIds]) => ({ userId, complexIds }));
    },

    /**
     * The complexes a user is assigned to now: locked inside a write (assignments of one user
     * serialise), unlocked for a read outside one (a live stream's reach after a move).
     */
    async servedBy(trx: Db | Tx, userId: string, { lock = true } = {}): Promise<string[]> {
      const query = trx('staff_complexes').where({ user_id: userId }).whereNull('deleted_at');
      if (lock) query.forUpdate();
      const rows: { complex_id: string }[] = await query.select('complex_id');
      return rows.map((row) => row.complex_id);
    },

    /**
     * The emails of the managers and staff other than `userId` who serve one of `complexIds` and
     * none of `stillShared`: the colleagues who no longer see `userId`'s account.
     */
    async formerColleagues(
      trx: Tx,
      userId: string,
      complexIds: readonly string[],
      stillShared: readonly string[],
    ): Promise<string[]> {
      if (complexIds.length === 0) return [];
      const rows: { email: string | null }[] = await trx('users as u')
        .join('staff_complexes as s', 's.user_id', 'u.id')
        .whereIn('s.complex_id', complexIds)
        .whereNull('s.deleted_at')
        .whereIn('u.role', ['manager', 'staff'])
        .whereNot('u.id', userId)
        .whereNotExists((q) =>
          q
            .select(trx.raw('1'))
            .from('staff_complexes as k')
            .whereRaw('k.user_id = u.id')
            .whereNull('k.deleted_at')
            .whereIn('k.complex_id', [...stillShared]),
        )
        .distinct('u.email');
      return rows.flatMap((row) => (row.email ? [row.email] : []));
    },

    /**
     * Gives the account a new version with nothing else changed, so the feed brings it to the
     * devices that have just come to see it (a new colleague's).
     */
    async republishUser(trx: Tx, userId: string, version: number): Promise<void> {
      await trx('users').where({ id: userId }).update({ version });
    },
  };
}
export type ComplexesRepo = ReturnType<typeof createComplexesRepo>;
