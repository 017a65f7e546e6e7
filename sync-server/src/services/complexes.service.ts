import {
  type Complex,
  type ComplexCreate,
  type ComplexPatch,
  type StaffAssignments,
  type StaffComplexes,
  accountMessages,
  isComplexRole,
  messages,
  uuidv7,
} from '@chungcu/contracts';
import type { ComplexesRepo } from '../db/complexes.repo';
import type { Db, Tx } from '../db/database';
import { entityToRow } from '../db/rows';
import type { UsersRepo } from '../db/users.repo';
import { diffFields, writeAudit } from '../sync/audit';
import { asConflict } from '../sync/mutation';
import { noteScopeMove } from '../sync/scope-epochs';
import { nextVersion } from '../sync/version-clock';
import { type Actor, isAdmin, viewerOf } from './actor';
import { conflict, forbidden, notFound } from './errors';

const m = messages.complex;

interface ComplexesServiceDeps {
  db: Db;
  complexes: ComplexesRepo;
  users: UsersRepo;
}

const requireAdmin = (actor: Actor) => {
  if (!isAdmin(actor)) throw forbidden();
};

/**
 * The company's complexes and who serves them (DESIGN "Complexes"). Complexes sync like any row
 * (every write takes a version and an audit entry); assigning a manager or staff member to a
 * complex, or taking one away, changes what their devices may hold: it is a move (rule S19).
 */
export function createComplexesService({ db, complexes, users }: ComplexesServiceDeps) {
  async function write(trx: Tx, actor: Actor, id: string, before: Complex | null, fields: object) {
    const version = await nextVersion(trx);
    const values = { ...entityToRow(fields as Record<string, unknown>), version };
    const [row] = before
      ? await trx('complexes')
          .where({ id })
          .update({ ...values, updated_at: trx.fn.now() })
          .returning('id')
      : await trx('complexes')
          .insert({ id, ...values })
          .returning('id');
    const after = (await complexes.findLive(trx, (row as { id: string }).id)) as Complex;
    await writeAudit(trx, {
      version,
      userId: actor.userId,
      entity: 'complex',
      entityId: id,
      action: before ? 'update' : 'create',
      changes: diffFields(before ?? {}, after),
    });
    return after;
  }

  return {
    /** The complexes the caller may see: all, the ones they serve, or the ones they live in. */
    list: (actor: Actor): Promise<Complex[]> => complexes.listLive(viewerOf(actor)),

    async create(actor: Actor, body: ComplexCreate): Promise<Complex> {
      requireAdmin(actor);
      return db
        .transaction((trx) => write(trx, actor, uuidv7(), null, body))
        .catch((error: unknown) => {
          throw asConflict(error);
        });
    },

    async update(actor: Actor, id: string, body: ComplexPatch): Promise<Complex> {
      requireAdmin(actor);
      return db
        .transaction(async (trx) => {
          const before = await complexes.lock(trx, id);
          if (!before) throw notFound(m.notFound);
          return write(trx, actor, id, before, body);
        })
        .catch((error: unknown) => {
          throw asConflict(error);
        });
    },

    async staff(actor: Actor): Promise<StaffAssignments> {
      requireAdmin(actor);
      return complexes.assignments();
    },

    /**
     * Makes `userId` serve exactly `complexIds`. Each assignment made or ended takes a version;
     * the user's devices resync from the last one, so they gain the new complexes' rows and lose
     * the old ones' without a reinstall (their queued changes run again on top).
     */
    async assign(actor: Actor, userId: string, { complexIds }: StaffComplexes) {
      requireAdmin(actor);
      const user = await users.findById(userId);
      if (!user) throw notFound(accountMessages.accountNotFound);
      if (!isComplexRole(user.role)) throw conflict(m.notStaff);
      return db.transaction(async (trx) => {
        const wanted = [...new Set(complexIds)];
        for (const id of wanted) {
          if (!(await complexes.findLive(trx, id))) throw notFound(m.notFound);
        }
        const current = await complexes.servedBy(trx, userId);
        let last = 0;
        for (const id of current.filter((c) => !wanted.includes(c))) {
          last = await nextVersion(trx);
          await trx('staff_complexes')
            .where({ user_id: userId, complex_id: id })
            .whereNull('deleted_at')
            .update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now(), version: last });
        }
        for (const id of wanted.filter((c) => !current.includes(c))) {
          last = await nextVersion(trx);
          await trx('staff_complexes').insert({
            id: uuidv7(),
            user_id: userId,
            complex_id: id,
            version: last,
          });
        }
        if (last > 0) {
          // Colleagues see each other's accounts (rule S23): the new ones get this one's row by a
          // new version; those who share no complex with them any more lose it by a move (S19).
          last = await nextVersion(trx);
          await complexes.republishUser(trx, userId, last);
          const removed = current.filter((c) => !wanted.includes(c));
          const moved = await complexes.formerColleagues(trx, userId, removed, wanted);
          for (const email of [...moved, ...(user.email ? [user.email] : [])]) {
            await noteScopeMove(trx, email, last);
          }
        }
        return { userId, complexIds: await complexes.servedBy(trx, userId) };
      });
    },
  };
}
export type ComplexesService = ReturnType<typeof createComplexesService>;
