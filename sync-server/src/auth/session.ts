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

/** Loads the signed-in user as `req.actor`; an inactive or vanished user is signed out. */
export function loadActor(users: UsersRepo): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const user = await users.findActive(userId);
    if (user) req.actor = { userId: user.id, role: user.role, email: user.email };
    next();
  };
}
