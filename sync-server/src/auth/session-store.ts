import session from 'express-session';
import type { Db } from '../db/database';

const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

type Callback = (err?: unknown, session?: session.SessionData | null) => void;

/**
 * express-session's store on the spec's `session(sid, sess, expire)` table, through knex so it
 * runs on PGlite and PostgreSQL alike; replicas share it, so no session lives in a process.
 */
export class KnexSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  private expiry(sess: session.SessionData): Date {
    const maxAge = sess.cookie?.maxAge ?? 24 * 60 * 60 * 1000;
    return new Date(Date.now() + maxAge);
  }

  override get(sid: string, callback: Callback): void {
    this.db('session')
      .where({ sid })
      .andWhere('expire', '>', new Date())
      .first()
      .then((row) => {
        if (!row) return callback(null, null);
        callback(null, typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess);
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db('session')
      .insert({ sid, sess: JSON.stringify(sess), expire: this.expiry(sess) })
      .onConflict('sid')
      .merge()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db('session')
      .where({ sid })
      .delete()
      .then(
        () => callback?.(),
        (err) => callback?.(err),
      );
  }

  /**
   * Rolling sessions would write the row on every request; an expiry counted in weeks only needs
   * moving now and then. Each replica remembers when it last moved a session's expiry (a cache
   * only: forgetting it costs one extra write).
   */
  private readonly touchedAt = new Map<string, number>();

  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    const now = Date.now();
    if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) return callback?.();
    if (this.touchedAt.size > 10_000) this.touchedAt.clear();
    this.touchedAt.set(sid, now);
    this.db('session')
      .where({ sid })
      .update({ expire: this.expiry(sess) })
      .then(
        () => callback?.(),
        () => callback?.(),
      );
  }

  /** Removes expired sessions; called now and then, from any replica. */
  async prune(): Promise<number> {
    return this.db('session').where('expire', '<', new Date()).delete();
  }
}
