import type { Invitation, InvitationKind, Role } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import type { Row } from './rows';
import { notifySessionsEnded } from '../sync/poke-channel';

export interface InvitationRow extends Invitation {
  jobTitle: string | null;
  usedAt: string | null;
  createdBy: string | null;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

const toInvitation = (row: Row): InvitationRow => ({
  id: row.id as string,
  kind: row.kind as InvitationKind,
  email: row.email as string,
  role: row.role as Role,
  firstName: (row.first_name as string | null) ?? null,
  lastName: (row.last_name as string | null) ?? null,
  jobTitle: (row.job_title as string | null) ?? null,
  residentId: (row.resident_id as string | null) ?? null,
  userId: (row.user_id as string | null) ?? null,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  usedAt: row.used_at ? iso(row.used_at) : null,
  createdBy: (row.created_by as string | null) ?? null,
});

export interface NewInvitation {
  id: string;
  tokenHash: string;
  kind: InvitationKind;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  residentId: string | null;
  userId: string | null;
  createdBy: string | null;
  expiresAt: Date;
}

/** Queries on `invitations` and the account fields of `users`; callers decide who may do what. */
export function createAccountsRepo(db: Db) {
  return {
    async insertInvitation(trx: Tx, inv: NewInvitation): Promise<InvitationRow> {
      const [row] = await trx('invitations')
        .insert({
          id: inv.id,
          token_hash: inv.tokenHash,
          kind: inv.kind,
          email: inv.email,
          role: inv.role,
          first_name: inv.firstName,
          last_name: inv.lastName,
          job_title: inv.jobTitle,
          resident_id: inv.residentId,
          user_id: inv.userId,
          created_by: inv.createdBy,
          expires_at: inv.expiresAt,
        })
        .returning('*');
      return toInvitation(row as Row);
    },

    /** The unused, unexpired invitation with this token hash, if any. */
    async findUsable(tokenHash: string, trx: Db | Tx = db): Promise<InvitationRow | null> {
      const row = await trx('invitations')
        .where({ token_hash: tokenHash })
        .whereNull('used_at')
        .andWhere('expires_at', '>', new Date())
        .first();
      return row ? toInvitation(row) : null;
    },

    /** Marks an invitation used; false when a concurrent acceptance used it first. */
    async claim(trx: Tx, id: string): Promise<boolean> {
      const used = await trx('invitations')
        .where({ id })
        .whereNull('used_at')
        .andWhere('expires_at', '>', new Date())
        .update({ used_at: new Date() });
      return used === 1;
    },

    /** Earlier unused links of the same kind for the same email or account stop working. */
    async revokePending(trx: Tx, where: { email?: string; userId?: string }): Promise<number> {
      const query = trx('invitations').whereNull('used_at');
      if (where.userId) query.where({ user_id: where.userId, kind: 'reset' });
      else query.where({ email: where.email, kind: 'invite' });
      return query.update({ used_at: new Date() });
    },

    async revoke(trx: Tx, id: string): Promise<InvitationRow | null> {
      const [row] = await trx('invitations')
        .where({ id })
        .whereNull('used_at')
        .update({ used_at: new Date() })
        .returning('*');
      return row ? toInvitation(row as Row) : null;
    },

    async listPending(): Promise<InvitationRow[]> {
      const rows = await db('invitations')
        .whereNull('used_at')
        .andWhere('expires_at', '>', new Date())
        .orderBy('created_at', 'desc');
      return rows.map(toInvitation);
    },

    /** Any account (active or not, demo or not) with this email. */
    async userIdByEmail(trx: Db | Tx, email: string): Promise<string | null> {
      const row = await trx('users')
        .whereRaw('lower(email) = ?', [email.toLowerCase()])
        .whereNull('deleted_at')
        .first('id');
      return (row?.id as string | undefined) ?? null;
    },

    async userRow(trx: Db | Tx, id: string): Promise<Row | null> {
      const row = await trx('users').where({ id }).whereNull('deleted_at').forUpdate().first();
      return (row as Row | undefined) ?? null;
    },

    async updateUser(trx: Tx, id: string, fields: Record<string, unknown>): Promise<Row> {
      const [row] = await trx('users')
        .where({ id })
        .update({ ...fields, updated_at: new Date() })
        .returning('*');
      return row as Row;
    },

    /** Active admins besides `exceptId` (demo ones are inactive outside demo mode). */
    async countActiveAdmins(trx: Db | Tx, exceptId?: string): Promise<number> {
      const query = trx('users').where({ role: 'admin', is_active: true }).whereNull('deleted_at');
      if (exceptId) query.whereNot({ id: exceptId });
      const [row] = await query.count<{ count: number | string }[]>('* as count');
      return Number(row?.count ?? 0);
    },

    /** Ends an account's sessions at once (all, or all but `keepSid`). */
    /**
     * Ends the user's sessions (but `keepSid`), and tells every process at commit, so their
     * open streams end at once (rule S22).
     */
    async endSessions(trx: Db | Tx, userId: string, keepSid?: string): Promise<number> {
      const query = trx('session').whereRaw(`sess->>'userId' = ?`, [userId]);
      if (keepSid) query.whereNot({ sid: keepSid });
      const ended = await query.delete();
      await notifySessionsEnded(trx, userId);
      return ended;
    },

    async residentForInvite(
      trx: Db | Tx,
      id: string,
    ): Promise<{ email: string; firstName: string; lastName: string } | null> {
      const row = await trx('residents').where({ id }).whereNull('deleted_at').first();
      if (!row) return null;
      return {
        email: String(row.email ?? ''),
        firstName: row.first_name as string,
        lastName: row.last_name as string,
      };
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
