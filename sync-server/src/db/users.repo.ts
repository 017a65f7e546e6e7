import {
  type AdminUser,
  type MockUser,
  type Role,
  type User,
  fullName,
  isComplexRole,
} from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { users as usersTable } from './tables';
import { type Viewer, viewerBindings, visibleCondition } from './visibility';
import { notifySessionsEnded } from '../sync/poke-channel';

export interface UserWithSecret extends User {
  passwordHash: string | null;
}

/** A new account: its version is the one its audit entry took. Omitted columns keep defaults. */
export interface NewUser {
  id: string;
  email?: string | null;
  phoneNumber?: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle?: string | null;
  role: Role;
  passwordHash?: string;
  isDemo: boolean;
  version: number;
}

export const toUser = (row: Row): User => {
  const { version: _v, deletedAt: _d, ...user } = usersTable.toEntity(row);
  return user;
};

/** Queries on `users`; lists take the viewer whose sight they are limited to (rule S11). */
export function createUsersRepo(db: Db) {
  return {
    async findActive(id: string): Promise<User | null> {
      const row = await db('users').where({ id, is_active: true }).whereNull('deleted_at').first();
      return row ? toUser(row) : null;
    },
    /**
     * What a user reaches (DESIGN "Complexes"): a manager's or staff member's complexes (the
     * live ones they are assigned to), or null for every complex; and the complex a call that
     * names none is made in: a manager's or staff member's only one; for everyone else the
     * installation's first (so API.md's calls, which name none, work unchanged).
     */
    async reachOf(user: User): Promise<{ complexIds: string[] | null; complexId: string | null }> {
      if (isComplexRole(user.role)) {
        const rows: { id: string }[] = await db('staff_complexes as s')
          .join('complexes as c', 'c.id', 's.complex_id')
          .where('s.user_id', user.id)
          .whereNull('s.deleted_at')
          .whereNull('c.deleted_at')
          .orderBy('c.code')
          .select('c.id');
        const complexIds = rows.map((r) => r.id);
        return { complexIds, complexId: complexIds.length === 1 ? (complexIds[0] ?? null) : null };
      }
      const first: { id: string } | undefined = await db('complexes')
        .whereNull('deleted_at')
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .first('id');
      return { complexIds: null, complexId: first?.id ?? null };
    },
    /** A live account; inside a write, read with its transaction (PGlite has one connection). */
    async findById(id: string, trx: Db | Tx = db): Promise<User | null> {
      const row = await trx('users').where({ id }).whereNull('deleted_at').first();
      return row ? toUser(row) : null;
    },
    async findByEmail(email: string): Promise<UserWithSecret | null> {
      const row = await db('users')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .whereNull('deleted_at')
        .first();
      return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
    },
    /** Any account with this phone number; `isPhoneTestUser` when verify-code made it. */
    async findByPhone(
      trx: Tx,
      phoneNumber: string,
    ): Promise<(User & { isPhoneTestUser: boolean }) | null> {
      const row = await trx('users')
        .where({ phone_number: phoneNumber })
        .whereNull('deleted_at')
        .orderBy('created_at')
        .first();
      if (!row) return null;
      const isPhoneTestUser =
        row.is_demo === true && row.email === null && row.password_hash === null;
      return { ...toUser(row), isPhoneTestUser };
    },
    /** Creates an account inside the caller's write and answers it as stored. */
    async insert(trx: Tx, user: NewUser): Promise<User> {
      await trx('users').insert({
        id: user.id,
        email: user.email,
        phone_number: user.phoneNumber,
        first_name: user.firstName,
        last_name: user.lastName,
        job_title: user.jobTitle,
        role: user.role,
        password_hash: user.passwordHash,
        is_demo: user.isDemo,
        version: user.version,
      });
      return toUser(await trx('users').where({ id: user.id }).first());
    },
    /** Tells every process that a session of `userId` ended (rule S22). */
    announceSessionsEnded: (userId: string) => notifySessionsEnded(db, userId),
    /** Ends the account's sessions beyond the `keep` most recently used, never `currentSid`. */
    async endSessionsBeyond(userId: string, currentSid: string, keep: number): Promise<number> {
      const stale = db('session')
        .select('sid')
        .whereRaw(`sess->>'userId' = ?`, [userId])
        .andWhereNot({ sid: currentSid })
        .orderBy('expire', 'desc')
        .offset(keep);
      const ended = await db('session').whereIn('sid', stale).delete();
      // Their streams end at once too (rule S22).
      if (ended > 0) await notifySessionsEnded(db, userId);
      return ended;
    },
    /** Demo accounts (the seeded ones and verify-code's test users) can sign in or not. */
    async setDemoAccountsActive(active: boolean): Promise<number> {
      return db('users').where({ is_demo: true }).update({ is_active: active });
    },
    /** The live accounts `viewer` may see (all for the company administrator), by role. */
    async list(viewer: Viewer | null, role?: Role): Promise<User[]> {
      const query = db('users as t')
        .whereNull('t.deleted_at')
        .orderBy([{ column: 't.role' }, { column: 't.created_at' }]);
      if (role) query.where({ 't.role': role });
      if (viewer) query.whereRaw(visibleCondition('user', viewer, 't'), viewerBindings(viewer));
      return (await query).map(toUser);
    },
    /**
     * The active demo accounts, the company's roles first (administrator, managers, staff, then
     * residents), each with its job title and where it works or lives: the complexes a manager or
     * staff member serves, or a resident's home complex and block (the resident record with the
     * account's email, rule of DESIGN "Roles").
     */
    async listDemo(): Promise<MockUser[]> {
      const rows: Row[] = await db('users')
        .where({ is_demo: true, is_active: true })
        .whereNull('deleted_at')
        .orderBy('id');
      const ids = rows.map((row) => String(row.id));
      const served: { user_id: string; name: string }[] = await db('staff_complexes as s')
        .join('complexes as c', 'c.id', 's.complex_id')
        .whereIn('s.user_id', ids)
        .whereNull('s.deleted_at')
        .whereNull('c.deleted_at')
        .orderBy('c.code')
        .select('s.user_id', 'c.name');
      const emails = rows.flatMap((row) =>
        row.role === 'resident' && row.email ? [String(row.email).toLowerCase()] : [],
      );
      // A record with a current home first: its complex and block are where the account lives.
      const homes: { email: string; name: string; block: string | null }[] = emails.length
        ? await db('residents as r')
            .join('complexes as c', 'c.id', 'r.complex_id')
            .leftJoin('apartment_assignments as h', (j) =>
              j.on('h.resident_id', 'r.id').andOnNull('h.move_out_date').andOnNull('h.deleted_at'),
            )
            .leftJoin('apartments as a', 'a.id', 'h.apartment_id')
            .where((q) => {
              for (const email of emails) q.orWhereRaw('lower(r.email) = ?', [email]);
            })
            .whereNull('r.deleted_at')
            .orderByRaw('h.id is null, r.created_at')
            .select(db.raw('lower(r.email) as email'), 'c.name', 'a.building_block as block')
        : [];
      const rank = (role: Role) => ['admin', 'manager', 'staff', 'resident'].indexOf(role);
      return rows
        .map((row: Row) => {
          const { id, email, firstName, lastName, role } = toUser(row);
          const home = email ? homes.find((h) => h.email === email.toLowerCase()) : undefined;
          const complexes = isComplexRole(role)
            ? served.filter((s) => s.user_id === id).map((s) => s.name)
            : home
              ? [home.name]
              : [];
          const jobTitle = role === 'resident' ? null : ((row.job_title as string | null) ?? null);
          return {
            id,
            email,
            firstName,
            lastName,
            role,
            jobTitle,
            complexes,
            block: home?.block ?? null,
          };
        })
        .sort((a, b) => rank(a.role) - rank(b.role));
    },
    async listAdmins(): Promise<AdminUser[]> {
      const rows = await db('users')
        .where({ role: 'admin', is_active: true })
        .whereNull('deleted_at')
        .orderBy('id');
      return rows.map((row: Row) => ({
        id: row.id as string,
        name:
          fullName({
            firstName: row.first_name as string | null,
            lastName: row.last_name as string | null,
          }) ||
          (row.email as string) ||
          'User',
        role: (row.job_title as string | null) ?? 'admin',
      }));
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
