import { type Assignees, type Complex, fullName, uuidv7 } from '@chungcu/contracts';
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
     * The accounts a rule or a block's duty may name (one rule for the list the screen offers and
     * the check of what it sends): active company administrators, and the active managers and
     * staff serving the complex; `userId` narrows it to one.
     */
    async assignable(trx: Db | Tx, complexId: string, userId?: string): Promise<Assignees> {
      const query = trx('users as u')
        .leftJoin('staff_complexes as s', (j) =>
          j.on('s.user_id', 'u.id').andOnVal('s.complex_id', complexId).andOnNull('s.deleted_at'),
        )
        .where({ 'u.is_active': true })
        .whereNull('u.deleted_at')
        .where((q) => {
          q.where('u.role', 'admin').orWhere((q2) => {
            q2.whereIn('u.role', ['manager', 'staff']).whereNotNull('s.user_id');
          });
        });
      if (userId !== undefined) query.where('u.id', userId);
      const rows: Record<string, string | null>[] = await query.distinct(
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role',
      );
      return rows.map((user) => ({
        id: String(user.id),
        // The name requests show for an account: its full name, else its email.
        name:
          fullName({ firstName: user.first_name ?? null, lastName: user.last_name ?? null }) ||
          user.email ||
          String(user.id),
        role: String(user.role),
      }));
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
        .whereNotExists((q) => {
          q.select(trx.raw('1'))
            .from('staff_complexes as k')
            .whereRaw('k.user_id = u.id')
            .whereNull('k.deleted_at')
            .whereIn('k.complex_id', [...stillShared]);
        })
        .distinct('u.email');
      return rows.flatMap((row) => (row.email ? [row.email] : []));
    },

    /** Ends `userId`'s serving of `complexId` at `version` (the row stays, tombstoned). */
    async endServing(trx: Tx, userId: string, complexId: string, version: number): Promise<void> {
      await trx('staff_complexes')
        .where({ user_id: userId, complex_id: complexId })
        .whereNull('deleted_at')
        .update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now(), version });
    },

    /** `userId` serves `complexId` from `version` on. */
    async startServing(trx: Tx, userId: string, complexId: string, version: number) {
      await trx('staff_complexes').insert({
        id: uuidv7(),
        user_id: userId,
        complex_id: complexId,
        version,
      });
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
