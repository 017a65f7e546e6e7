import {
  type SendCodeResponse,
  type User,
  type UserResponse,
  sendCodeRequestSchema,
  verifyCodeRequestSchema,
} from '@chungcu/contracts';
import { HttpError, SYNC_LOCK, appDb, http, meta, session, syncEngine } from '../../data';
import type { Request } from './queries';
import { localizeMessage } from '../../lib/i18n';
import { toolStrings } from './strings';

/** The test-user texts in the language of the moment. */
const texts = () => toolStrings.get().userManagement;

/** The first message of a failed contracts parse (in the user's language), else `fallback`. */
function firstMessage(error: unknown, fallback: string): string {
  const issues = (error as { issues?: { message: string }[] } | null)?.issues;
  const first = issues?.[0]?.message;
  return first ? localizeMessage(first) : fallback;
}

/**
 * POST /api/auth/send-code. An empty number fails locally with 'Vui lòng nhập số điện thoại';
 * a server refusal answers 'Không thể gửi mã xác thực'. @returns the dev code (demo mode).
 */
export async function sendCode(
  phoneNumber: string,
  request: Request = http,
): Promise<SendCodeResponse> {
  const parsed = sendCodeRequestSchema.safeParse({ phoneNumber });
  if (!parsed.success) throw new Error(firstMessage(parsed.error, texts().sendFailed));
  try {
    return (await request<SendCodeResponse>('POST', '/api/auth/send-code', { body: parsed.data }))
      .body;
  } catch (error) {
    throw new Error(texts().sendFailed, { cause: error });
  }
}

/** POST /api/auth/verify-code: creates the test user; errors carry the server's message. */
export async function verifyCode(
  phoneNumber: string,
  verificationCode: string,
  request: Request = http,
): Promise<User> {
  const parsed = verifyCodeRequestSchema.safeParse({ phoneNumber, verificationCode });
  if (!parsed.success) throw new Error(firstMessage(parsed.error, texts().createFailed));
  try {
    return (await request<UserResponse>('POST', '/api/auth/verify-code', { body: parsed.data }))
      .body.user;
  } catch (error) {
    const message = error instanceof HttpError ? error.serverMessage : null;
    throw new Error(message || texts().createFailed, { cause: error });
  }
}

/** Changes not yet on the server, after one last attempt to send them. */
export async function unsyncedAfterSync(): Promise<number> {
  try {
    await syncEngine.syncOnce();
  } catch {
    // Counted below either way.
  }
  return session.unsyncedCount();
}

/** Runs `task` holding the sync lock (waiting for it), so no pull of the old user lands after. */
async function whileNotSyncing<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks?.request ? locks.request(SYNC_LOCK, task) : task();
}

/**
 * POST /api/auth/switch-user, then the mirror is wiped (it holds the previous user's data), the
 * new user stored as the current one, and the app reloaded so their data is pulled fresh.
 */
export async function switchUser(userId: string, request: Request = http): Promise<void> {
  await whileNotSyncing(async () => {
    const { body } = await request<UserResponse>('POST', '/api/auth/switch-user', {
      body: { userId },
    });
    await session.wipe();
    await meta.set(appDb, 'currentUser', body.user);
  });
  window.location.assign('/');
}
