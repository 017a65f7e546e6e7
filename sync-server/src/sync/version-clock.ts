import type { Tx } from '../db/database';
import { POKE_CHANNEL_PREFIX } from './poke-channel';

/**
 * Hands out the next change number. The UPDATE takes the clock row's lock until the transaction
 * ends, so a later version can never become visible before an earlier one commits (rule S6).
 * The same statement queues a NOTIFY carrying the version on the schema's poke channel: sent only
 * if the transaction commits, it tells every process that this version is visible (rule S15),
 * without one more round trip while the clock is held.
 */
export async function nextVersion(trx: Tx): Promise<number> {
  const result = await trx.raw(
    `update sync_clock set version = version + 1 where id = 1
     returning version, pg_notify(? || current_schema(), version::text)`,
    [POKE_CHANNEL_PREFIX],
  );
  const [row] = (result.rows ?? result) as { version: number | string }[];
  if (!row) throw new Error('sync_clock row missing: run the migrations');
  return Number(row.version);
}

/**
 * `count` change numbers at once, in one statement (rows a write makes by the dozen, such as the
 * notifications of everyone a request concerns): the lowest first. Same lock and NOTIFY as
 * `nextVersion`.
 */
export async function nextVersions(trx: Tx, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = await trx.raw(
    `update sync_clock set version = version + ? where id = 1
     returning version, pg_notify(? || current_schema(), version::text)`,
    [count, POKE_CHANNEL_PREFIX],
  );
  const [row] = (result.rows ?? result) as { version: number | string }[];
  if (!row) throw new Error('sync_clock row missing: run the migrations');
  const last = Number(row.version);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
