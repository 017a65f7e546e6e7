import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  type PasswordOwner,
  accountMessages,
  emailSchema,
  messages,
  newPasswordSchema,
} from '@chungcu/contracts';
import { newPasswordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { createAccountsRepo } from '../db/accounts.repo';
import { type Db, isUniqueViolation } from '../db/database';
import { createUsersRepo } from '../db/users.repo';
import { databaseMode } from '../demo/mode';
import { writeAudit } from '../sync/audit';
import { nextVersion } from '../sync/version-clock';

/** An operator's mistake: printed as a sentence, not a stack trace. */
export class AdminSetupError extends Error {
  override name = 'AdminSetupError';
}

function checked(email: string, password: string): { email: string; password: string } {
  const e = emailSchema(messages.auth.emailInvalid).safeParse(email);
  if (!e.success) throw new AdminSetupError(`${messages.auth.emailInvalid}: ${email}`);
  const p = newPasswordSchema.safeParse(password);
  if (!p.success) throw new AdminSetupError(p.error.issues[0]?.message ?? 'Mật khẩu không hợp lệ');
  return { email: e.data, password: p.data };
}

/** The API's password rules (email, name, common passwords) hold in the terminal too. */
async function refuseWeak(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw new AdminSetupError(problem);
}

/** "Lê Thị Hương" → last name "Lê Thị", first name "Hương" (Vietnamese order). */
function splitName(name: string | undefined): { first: string | null; last: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: 'Quản trị', last: null };
  return { first: parts.pop() ?? null, last: parts.join(' ') || null };
}

/**
 * Creates an administrator from the operator's terminal or environment (no invitation: this is
 * how a real complex gets its first one). Refused on a demo database, whose public accounts and
 * testing tools would reach this account, and for an email that already has an account.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string }> {
  const { email, password } = checked(input.email, input.password);
  const { first, last } = splitName(input.name);
  await refuseWeak(password, { email, firstName: first, lastName: last });
  if ((await databaseMode(db, 'real')) === 'demo') {
    throw new AdminSetupError(
      'Cơ sở dữ liệu này là bản demo: không tạo quản trị viên thật trên đó. Dùng một DATA_DIR / ' +
        'DATABASE_URL mới cho khu chung cư thật.',
    );
  }
  const accounts = createAccountsRepo(db);
  const users = createUsersRepo(db);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    if (await accounts.userIdByEmail(trx, email)) {
      throw new AdminSetupError(
        `${accountMessages.emailHasAccount} (${email}): dùng "npm run admin -- reset-password".`,
      );
    }
    const id = `user-${randomUUID()}`;
    const version = await nextVersion(trx);
    await users.insert(trx, {
      id,
      email,
      firstName: first,
      lastName: last,
      role: 'admin',
      passwordHash,
      isDemo: false,
      version,
    });
    await writeAudit(trx, {
      version,
      userId: null,
      entity: 'user',
      entityId: id,
      action: 'create',
      changes: { email: { to: email }, role: { to: 'admin' }, source: { to: 'operator' } },
    });
    return { id, email };
  });
}

/** Sets an account's password from the operator's terminal; its sessions end. */
export async function setPasswordByEmail(db: Db, rawEmail: string, rawPassword: string) {
  const { email, password } = checked(rawEmail, rawPassword);
  await refuseWeak(password, { email });
  const accounts = createAccountsRepo(db);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    const id = await accounts.userIdByEmail(trx, email);
    if (!id) throw new AdminSetupError(`${accountMessages.accountNotFound}: ${email}`);
    const version = await nextVersion(trx);
    await accounts.updateUser(trx, id, { password_hash: passwordHash, version });
    await accounts.endSessions(trx, id);
    await writeAudit(trx, {
      version,
      userId: null,
      entity: 'user',
      entityId: id,
      action: 'update',
      changes: { password: { to: 'reset' }, source: { to: 'operator' } },
    });
    return { id, email };
  });
}

/**
 * The containers' alternative to `npm run admin -- create`: ADMIN_EMAIL with ADMIN_PASSWORD_FILE
 * (or ADMIN_PASSWORD) makes the first administrator at start, only while no active
 * administrator exists, so restarts and later password changes are left alone.
 */
export async function bootstrapAdminFromEnv(
  db: Db,
  env: NodeJS.ProcessEnv,
  demo: boolean,
): Promise<string | null> {
  if (!env.ADMIN_EMAIL || demo) return null;
  const password = env.ADMIN_PASSWORD_FILE
    ? readFileSync(env.ADMIN_PASSWORD_FILE, 'utf8').replace(/\r?\n$/, '')
    : env.ADMIN_PASSWORD;
  if (!password) {
    throw new AdminSetupError('ADMIN_EMAIL cần ADMIN_PASSWORD_FILE hoặc ADMIN_PASSWORD.');
  }
  if ((await createAccountsRepo(db).countActiveAdmins(db)) > 0) return null;
  try {
    const { email } = await createAdmin(db, {
      email: env.ADMIN_EMAIL,
      password,
      name: env.ADMIN_NAME,
    });
    return email;
  } catch (error) {
    // Replicas starting together: one of them made it.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
