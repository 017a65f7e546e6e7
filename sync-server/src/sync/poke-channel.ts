import type { Db, Tx } from '../db/database';

/**
 * NOTIFY reaches every session of a database whatever its schema, so the channel names the
 * schema: tests and benches sharing a database in schemas of their own stay apart (rule S15).
 */
export const POKE_CHANNEL_PREFIX = 'chungcu_poke_';

/** The payload's prefix when a user's sessions were ended (rule S22); the user id follows. */
export const SESSIONS_ENDED_PREFIX = 'sessions-ended:';

/** The channel `db`'s commits are announced on (what `current_schema()` says inside it). */
export function pokeChannelOf(db: Db): string {
  const { searchPath } = db.client.config as { searchPath?: string | readonly string[] };
  const schema = Array.isArray(searchPath) ? searchPath[0] : searchPath;
  return `${POKE_CHANNEL_PREFIX}${schema ?? 'public'}`;
}

/**
 * One notification on the poke channel: a committed version; a user whose sessions were ended;
 * or anything else (a restore's `history`, a payload of a later version of the server) read as
 * "commits may have been missed, look again".
 */
export type PokeMessage =
  | { kind: 'version'; version: number }
  | { kind: 'sessions-ended'; userId: string }
  | { kind: 'look-again' };

export function parsePokePayload(payload: string | undefined): PokeMessage {
  if (payload?.startsWith(SESSIONS_ENDED_PREFIX)) {
    const userId = payload.slice(SESSIONS_ENDED_PREFIX.length);
    if (userId) return { kind: 'sessions-ended', userId };
  }
  const version = Number(payload);
  return payload && Number.isSafeInteger(version)
    ? { kind: 'version', version }
    : { kind: 'look-again' };
}

/**
 * Queues, in `trx`, a NOTIFY telling every process serving this database that sessions of
 * `userId` were ended (rule S22): sent only if the transaction commits, so a process that hears
 * it finds the sessions gone and ends their streams.
 */
export async function notifySessionsEnded(trx: Db | Tx, userId: string): Promise<void> {
  await trx.raw(`select pg_notify(? || current_schema(), ?)`, [
    POKE_CHANNEL_PREFIX,
    SESSIONS_ENDED_PREFIX + userId,
  ]);
}
