import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AccountPatch,
  type AccountsList,
  type ChangePasswordRequest,
  type CreateInvitationRequest,
  type InvitationPreview,
  type IssuedInvitation,
  type User,
  accountMessages as m,
  invitationTtlMs,
  limits,
  messages,
} from '@chungcu/contracts';
import { checkNewPassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { type Db, type Tx, isUniqueViolation } from '../db/database';
import type { AccountsRepo, InvitationRow, NewInvitation } from '../db/accounts.repo';
import type { RateLimitsRepo } from '../db/rate-limits.repo';
import { type UsersRepo, toUser } from '../db/users.repo';
import { type FieldChanges, writeAudit } from '../sync/audit';
import { nextVersion } from '../sync/version-clock';
import type { Actor } from './actor';
import {
  ApiFailure,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  validationFailure,
} from './errors';

/** 32 random bytes, base64url: the only form in which a token ever leaves the server. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidInvitation = () => notFound(m.invitationInvalid);

/** Whose account a link makes or resets: the password may not be their email or name. */
type Invitee = Pick<InvitationRow, 'email' | 'firstName' | 'lastName'>;
const publicInvitation = ({
  jobTitle: _j,
  usedAt: _u,
  createdBy: _c,
  ...invitation
}: InvitationRow) => invitation;

export interface AccountsServiceDeps {
  db: Db;
  accounts: AccountsRepo;
  users: UsersRepo;
  rateLimits: RateLimitsRepo;
}

/** Account writes happen here, not as synced mutations; each takes a version for its audit row. */
async function audit(
  trx: Tx,
  actorId: string | null,
  entity: 'user' | 'invitation',
  entityId: string,
  action: 'create' | 'update',
  changes: FieldChanges,
): Promise<number> {
  const version = await nextVersion(trx);
  await writeAudit(trx, { version, userId: actorId, entity, entityId, action, changes });
  return version;
}

/** Invitations, password resets and changes, deactivation (rules of a real complex's accounts). */
export function createAccountsService({ db, accounts, users, rateLimits }: AccountsServiceDeps) {
  const requireAdmin = (actor: Actor) => {
    if (actor.role !== 'admin') throw forbidden();
  };

  async function issue(
    trx: Tx,
    actor: Actor,
    fields: Omit<NewInvitation, 'id' | 'tokenHash' | 'createdBy' | 'expiresAt'>,
  ): Promise<IssuedInvitation> {
    const token = randomBytes(32).toString('base64url');
    if (fields.kind === 'reset') await accounts.revokePending(trx, { userId: fields.userId ?? '' });
    else await accounts.revokePending(trx, { email: fields.email });
    const invitation = await accounts.insertInvitation(trx, {
      ...fields,
      id: randomUUID(),
      tokenHash: hashToken(token),
      createdBy: actor.userId,
      expiresAt: new Date(Date.now() + invitationTtlMs),
    });
    await audit(trx, actor.userId, 'invitation', invitation.id, 'create', {
      kind: { to: fields.kind },
      email: { to: fields.email },
      role: { to: fields.role },
      ...(fields.userId ? { userId: { to: fields.userId } } : {}),
      ...(fields.residentId ? { residentId: { to: fields.residentId } } : {}),
    });
    return { invitation: publicInvitation(invitation), token, link: `/invite/${token}` };
  }

  async function usable(token: string): Promise<InvitationRow> {
    if (!TOKEN.test(token)) throw invalidInvitation();
    const invitation = await accounts.findUsable(hashToken(token));
    if (!invitation) throw invalidInvitation();
    return invitation;
  }

  /**
   * Who the link is for now: a resident invitation follows its record, read again (the record
   * may have been deleted, or its email changed, since the link was made: the account takes the
   * record's email of now, which is how visibility links them).
   */
  async function invitee(trx: Db | Tx, invitation: InvitationRow): Promise<Invitee> {
    const { email, firstName, lastName } = invitation;
    if (invitation.kind !== 'invite' || !invitation.residentId) {
      return { email, firstName, lastName };
    }
    const resident = await accounts.residentForInvite(trx, invitation.residentId);
    if (!resident) throw notFound(m.invitedRecordDeleted);
    if (!resident.email) throw validationFailure(m.residentHasNoEmail);
    return {
      email: resident.email.toLowerCase(),
      firstName: resident.firstName,
      lastName: resident.lastName,
    };
  }

  return {
    async list(actor: Actor): Promise<AccountsList> {
      requireAdmin(actor);
      // The company administrator alone lists accounts: every account, unfiltered.
      const [all, invitations] = await Promise.all([users.list(null), accounts.listPending()]);
      return { users: all, invitations: invitations.map(publicInvitation) };
    },

    async invite(actor: Actor, body: CreateInvitationRequest): Promise<IssuedInvitation> {
      requireAdmin(actor);
      return db.transaction(async (trx) => {
        let fields: Parameters<typeof issue>[2];
        if (body.role === 'resident') {
          // The account's email is the record's: visibility links the two by email.
          const resident = await accounts.residentForInvite(trx, body.residentId);
          if (!resident) throw notFound(m.residentNotFound);
          if (!resident.email) throw validationFailure(m.residentHasNoEmail);
          fields = {
            kind: 'invite',
            role: 'resident',
            email: resident.email.toLowerCase(),
            firstName: resident.firstName,
            lastName: resident.lastName,
            jobTitle: null,
            residentId: body.residentId,
            userId: null,
          };
        } else {
          fields = {
            kind: 'invite',
            role: body.role,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            jobTitle: body.jobTitle ?? null,
            residentId: null,
            userId: null,
          };
        }
        if (await accounts.userIdByEmail(trx, fields.email)) throw conflict(m.emailHasAccount);
        return issue(trx, actor, fields);
      });
    },

    /** A new link that sets the account's password; earlier reset links stop working. */
    async resetPassword(actor: Actor, userId: string): Promise<IssuedInvitation> {
      requireAdmin(actor);
      return db.transaction(async (trx) => {
        const row = await accounts.userRow(trx, userId);
        if (!row) throw notFound(m.accountNotFound);
        if (row.is_demo || !row.email) throw conflict(m.demoAccount);
        return issue(trx, actor, {
          kind: 'reset',
          role: row.role as User['role'],
          email: row.email as string,
          firstName: (row.first_name as string | null) ?? null,
          lastName: (row.last_name as string | null) ?? null,
          jobTitle: null,
          residentId: null,
          userId,
        });
      });
    },

    async revokeInvitation(actor: Actor, id: string): Promise<void> {
      requireAdmin(actor);
      await db.transaction(async (trx) => {
        const revoked = await accounts.revoke(trx, id);
        if (!revoked) throw invalidInvitation();
        await audit(trx, actor.userId, 'invitation', id, 'update', { usedAt: { to: 'revoked' } });
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await usable(token);
      const { kind, role, expiresAt } = invitation;
      return { kind, role, expiresAt, ...(await invitee(db, invitation)) };
    },

    /**
     * Uses the link once: makes the account (invitation) or sets its password (reset). A weak
     * password is refused first (`checkNewPassword`: the invitee's email and name count).
     */
    async accept(token: string, password: string): Promise<User> {
      await checkNewPassword(password, await invitee(db, await usable(token)));
      const passwordHash = await hashPassword(password);
      try {
        return await db.transaction(async (trx) => {
          const invitation = await accounts.findUsable(hashToken(token), trx);
          if (!invitation || !(await accounts.claim(trx, invitation.id))) {
            throw invalidInvitation();
          }
          if (invitation.kind === 'reset') {
            const row = invitation.userId ? await accounts.userRow(trx, invitation.userId) : null;
            if (!row) throw invalidInvitation();
            if (!row.is_active) {
              throw new ApiFailure(403, 'forbidden', messages.auth.accountDisabled);
            }
            const version = await audit(trx, null, 'user', row.id as string, 'update', {
              password: { to: 'reset' },
            });
            const updated = await accounts.updateUser(trx, row.id as string, {
              password_hash: passwordHash,
              version,
            });
            await accounts.endSessions(trx, row.id as string);
            return toUser(updated);
          }
          const { email, firstName, lastName } = await invitee(trx, invitation);
          if (await accounts.userIdByEmail(trx, email)) throw conflict(m.emailHasAccount);
          const id = `user-${randomUUID()}`;
          const version = await audit(trx, invitation.createdBy, 'user', id, 'create', {
            email: { to: email },
            role: { to: invitation.role },
            invitation: { to: invitation.id },
          });
          return users.insert(trx, {
            id,
            email,
            firstName,
            lastName,
            jobTitle: invitation.jobTitle,
            role: invitation.role,
            passwordHash,
            isDemo: false,
            version,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.emailHasAccount);
        throw error;
      }
    },

    /** Deactivating ends every session of the account at once; demo accounts follow demo mode. */
    async patch(actor: Actor, userId: string, { isActive }: AccountPatch): Promise<User> {
      requireAdmin(actor);
      return db.transaction(async (trx) => {
        const row = await accounts.userRow(trx, userId);
        if (!row) throw notFound(m.accountNotFound);
        if (row.is_demo) throw conflict(m.demoAccount);
        if (!isActive && userId === actor.userId) throw conflict(m.cannotDeactivateSelf);
        if (
          !isActive &&
          row.role === 'admin' &&
          (await accounts.countActiveAdmins(trx, userId)) === 0
        ) {
          throw conflict(m.lastAdmin);
        }
        if (row.is_active === isActive) return toUser(row);
        const version = await audit(trx, actor.userId, 'user', userId, 'update', {
          isActive: { from: row.is_active, to: isActive },
        });
        const updated = await accounts.updateUser(trx, userId, { is_active: isActive, version });
        if (!isActive) await accounts.endSessions(trx, userId);
        return toUser(updated);
      });
    },

    /** The caller's own password; their other sessions end, this one stays. */
    async changePassword(actor: Actor, sid: string, body: ChangePasswordRequest): Promise<void> {
      const bucket = `password:account:${actor.userId}`;
      if ((await rateLimits.hit(bucket, limits.loginWindowMs)) > limits.loginMaxFailures) {
        throw rateLimited();
      }
      const user = await users.findById(actor.userId);
      const stored = user?.email ? await users.findByEmail(user.email) : null;
      if (!stored || !(await verifyPassword(body.currentPassword, stored.passwordHash))) {
        throw validationFailure(m.currentPasswordWrong);
      }
      if (body.currentPassword === body.newPassword) throw validationFailure(m.samePassword);
      await checkNewPassword(body.newPassword, stored, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (trx) => {
        const version = await audit(trx, actor.userId, 'user', actor.userId, 'update', {
          password: { to: 'changed' },
        });
        await accounts.updateUser(trx, actor.userId, { password_hash: passwordHash, version });
        await accounts.endSessions(trx, actor.userId, sid);
      });
      await rateLimits.reset(bucket);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
