import type { Db } from '../db/database';

/**
 * NOTIFY reaches every session of a database whatever its schema, so the channel names the
 * schema: tests and benches sharing a database in schemas of their own stay apart (rule S15).
 */
export const POKE_CHANNEL_PREFIX = 'chungcu_poke_';

/** The channel `db`'s commits are announced on (what `current_schema()` says inside it). */
export function pokeChannelOf(db: Db): string {
  const { searchPath } = db.client.config as { searchPath?: string | readonly string[] };
  const schema = Array.isArray(searchPath) ? searchPath[0] : searchPath;
  return `${POKE_CHANNEL_PREFIX}${schema ?? 'public'}`;
}
