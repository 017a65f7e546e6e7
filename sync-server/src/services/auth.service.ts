import { randomInt, randomUUID } from 'node:crypto';
import {
  type LoginRequest,
  type Role,
  type SendCodeResponse,
  type User,
  type VerifyCodeRequest,
  limits,
  messages,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import type { RateLimitsRepo } from '../db/rate-limits.repo';
import { createPhoneCodesRepo } from '../db/phone-codes.repo';
import type { UsersRepo } from '../db/users.repo';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { nextVersion } from '../sync/version-clock';
import { writeAudit } from '../sync/audit';
import { ApiFailure, conflict, notFound, rateLimited, validationFailure } from './errors';
import { type Actor, viewerOf } from './actor';

export interface AuthServiceDeps {
  db: Db;
  users: UsersRepo;
  rateLimits: RateLimitsRepo;
}

/** Compared against when an email is unknown, so every login costs one scrypt. */
const dummyHash = hashPassword('no account has this password');

/** Sign-in, demo accounts and phone-code test users. Sessions themselves stay in the routes. */
export function createAuthService({ db, users, rateLimits }: AuthServiceDeps) {
  const codes = createPhoneCodesRepo(db);
  return {
    /**
     * Checks credentials. Two limits, each counting tries within `loginWindowMs`: one account,
     * from any address, gets `loginMaxFailures` failures (guesses spread over many addresses
     * still stop), and one client address gets `loginMaxFailuresPerAddress` failures whatever
     * the accounts (one address trying many emails stops). Beyond either, every try answers
     * 429, right or wrong.
     */
    async login({ email, password }: LoginRequest, clientAddress: string): Promise<User> {
      const accountBucket = `login:account:${email}`;
      const addressBucket = `login:address:${clientAddress}`;
      // Every try is counted before the password is checked: reading the counts first would let
      // parallel guesses all pass the check. A success gives its tries back.
      const [accountTries, addressTries] = await Promise.all([
        rateLimits.hit(accountBucket, limits.loginWindowMs),
        rateLimits.hit(addressBucket, limits.loginWindowMs),
      ]);
      if (
        accountTries > limits.loginMaxFailures ||
        addressTries > limits.loginMaxFailuresPerAddress
      ) {
        throw rateLimited();
      }
      const user = await users.findByEmail(email);
      // An unknown email costs the same hashing as a known one: timing reveals no account.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !ok) {
        throw new ApiFailure(401, 'unauthenticated', messages.auth.wrongCredentials);
      }
      // Said only to whoever knows the password: a deactivated account is no secret to them.
      if (!user.isActive) {
        throw new ApiFailure(401, 'unauthenticated', messages.auth.accountDisabled);
      }
      // The account's failures are forgiven; the address only gets this one try back, so a
      // valid account of one's own cannot wipe the address's record of guesses at others.
      await Promise.all([rateLimits.reset(accountBucket), rateLimits.undo(addressBucket)]);
      const { passwordHash: _hash, ...publicUser } = user;
      return publicUser;
    },

    /** Issues a 6-digit code for a phone number; demo mode answers it as `devCode`. */
    async sendCode(phoneNumber: string): Promise<SendCodeResponse> {
      const hits = await rateLimits.hit(`send-code:${phoneNumber}`, limits.loginWindowMs);
      if (hits > limits.sendCodeMaxPerWindow) throw rateLimited();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + limits.verificationCodeTtlMs);
      await codes.insert(phoneNumber, code, expiresAt);
      return { devCode: code, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Checks the newest unused code for the number; every try counts an attempt (at most
     * `verificationMaxAttempts`). A right one is used up and makes (or finds) the test user.
     */
    async verifyCode({
      phoneNumber,
      verificationCode,
    }: VerifyCodeRequest): Promise<{ user: User; created: boolean }> {
      const pending = await codes.newestUnused(phoneNumber);
      if (!pending || pending.expiresAt.getTime() < Date.now()) {
        throw validationFailure(messages.auth.codeExpired);
      }
      // An attempt is claimed atomically before the comparison, so parallel guesses cannot
      // compare more than `verificationMaxAttempts` codes.
      if (!(await codes.claimAttempt(pending.id, limits.verificationMaxAttempts))) {
        throw validationFailure(messages.auth.codeTooManyAttempts);
      }
      if (pending.code !== verificationCode) {
        throw validationFailure(messages.auth.codeInvalid);
      }
      return db.transaction(async (trx) => {
        if (!(await codes.useUp(trx, pending.id))) {
          throw validationFailure(messages.auth.codeExpired);
        }
        const existing = await users.findByPhone(trx, phoneNumber);
        if (existing) {
          // Knowing someone's phone number must not hand over their account.
          if (!existing.isPhoneTestUser) throw conflict(messages.auth.phoneTaken);
          const { isPhoneTestUser: _test, ...user } = existing;
          return { user, created: false };
        }
        const version = await nextVersion(trx);
        const id = `user-${randomUUID()}`;
        const user = await users.insert(trx, {
          id,
          phoneNumber,
          firstName: 'Người dùng',
          lastName: `test ${phoneNumber.slice(-4)}`,
          role: 'resident',
          // A testing tool's account: disabled with the other demo accounts outside demo mode.
          isDemo: true,
          version,
        });
        await writeAudit(trx, {
          version,
          userId: id,
          entity: 'user',
          entityId: id,
          action: 'create',
          changes: { phoneNumber: { to: phoneNumber }, role: { to: 'resident' } },
        });
        return { user, created: true };
      });
    },

    /** The user a demo session switches to, or 404. */
    async switchTarget(userId: string): Promise<User> {
      const user = await users.findActive(userId);
      if (!user) throw notFound(messages.auth.userNotFound);
      return user;
    },

    /**
     * Keeps an account's live sessions within `max` after a sign-in: the least recently used
     * beyond it end, the one just made (`currentSid`) never.
     */
    capSessions: (userId: string, currentSid: string, max: number) =>
      users.endSessionsBeyond(userId, currentSid, max - 1),

    /** After a sign-out: the session's streams end at once, on every process (rule S22). */
    signedOut: (userId: string) => users.announceSessionsEnded(userId),

    /** The accounts the caller may see (rule S11), of one role or all. */
    listUsers: (actor: Actor, role?: Role) => users.list(viewerOf(actor), role),
    listDemoUsers: () => users.listDemo(),
    listAdmins: () => users.listAdmins(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
