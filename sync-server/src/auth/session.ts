import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Db } from '../db/database';
import type { ServerConfig } from '../config';
import type { UsersRepo } from '../db/users.repo';
import { KnexSessionStore } from './session-store';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'chungcu.sid';

/** The cookie secret shared by every replica: from the config, else made once and stored. */
async function sessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db('app_settings')
    .insert({ key: 'session_secret', value: randomBytes(32).toString('hex') })
    .onConflict('key')
    .ignore();
  const row = await db('app_settings').where({ key: 'session_secret' }).first();
  return row.value as string;
}

/** Database-backed sessions: httpOnly, SameSite=Lax, Secure behind HTTPS, rolling expiry. */
export async function createSessionMiddleware(
  db: Db,
  config: ServerConfig,
): Promise<RequestHandler> {
  return session({
    name: SESSION_COOKIE,
    secret: await sessionSecret(db, config.sessionSecret),
    store: new KnexSessionStore(db),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: config.sessionMaxAgeMs,
    },
  });
}

const ACTOR_TTL_MS = 5_000;

/**
 * Loads the signed-in user as `req.actor`; an inactive or vanished user is signed out. Users are
 * remembered for a few seconds per replica (a role change or deactivation applies within 5 s),
 * so a busy device does not cost a user query per request.
 */
export function loadActor(users: UsersRepo): RequestHandler {
  const recent = new Map<
    string,
    { user: Awaited<ReturnType<UsersRepo['findActive']>>; at: number }
  >();
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const now = Date.now();
    let cached = recent.get(userId);
    if (!cached || now - cached.at > ACTOR_TTL_MS) {
      if (recent.size > 10_000) recent.clear();
      cached = { user: await users.findActive(userId), at: now };
      recent.set(userId, cached);
    }
    const { user } = cached;
    // Read on every call, never remembered: an assignment to a complex is a move (S19), and a
    // device resyncing after one must get the new reach at once, on every replica.
    if (user) {
      const reach = await users.reachOf(user);
      req.actor = { userId: user.id, role: user.role, email: user.email, ...reach };
    }
    next();
  };
}
