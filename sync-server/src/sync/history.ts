import type { ChangesQuery } from '@chungcu/contracts';
import type { Db, Tx } from '../db/database';
import { POKE_CHANNEL_PREFIX } from './poke-channel';

/** Where the database's history stands (rule S21): its clock, its name and its fork point. */
export interface History {
  /** The last version handed out. */
  version: number;
  /** The history's name: made with the database, replaced by every restore. */
  epoch: string;
  /** The last version this history may share with an earlier one; null: none restored. */
  forkedAt: number | null;
}

/** What a poke listener hears when the history was replaced (not a version: "look again"). */
export const NEW_HISTORY_PAYLOAD = 'history';

/**
 * Starts a new history in the restore's transaction (rule S21): a new epoch, so every cursor of
 * the old history resyncs, and the fork point lowered to the backup's clock (never raised: the
 * file's own fork point still bounds the cursors of the histories before it). A NOTIFY, sent at
 * commit, makes the processes serving this database poke their streams.
 */
export async function beginHistory(trx: Db | Tx, backupClock: number): Promise<string> {
  const result = await trx.raw(
    `update sync_clock
     set epoch = gen_random_uuid()::text, forked_at = least(coalesce(forked_at, :clock), :clock)
     where id = 1
     returning epoch, pg_notify(:prefix || current_schema(), :payload)`,
    { clock: backupClock, prefix: POKE_CHANNEL_PREFIX, payload: NEW_HISTORY_PAYLOAD },
  );
  const [row] = (result.rows ?? result) as { epoch: string }[];
  if (!row) throw new Error('sync_clock row missing: run the migrations');
  return row.epoch;
}

/** The clock row's columns, as stored. */
export interface ClockRow {
  version: number | string;
  epoch: string | null;
  forked_at: number | string | null;
}

export function historyOf(row: ClockRow): History {
  return {
    version: Number(row.version),
    epoch: row.epoch ?? '',
    forkedAt: row.forked_at === null ? null : Number(row.forked_at),
  };
}

/** The history as it stands now. */
export async function currentHistory(db: Db | Tx): Promise<History> {
  const row = await db('sync_clock')
    .where({ id: 1 })
    .first<ClockRow | undefined>('version', 'epoch', 'forked_at');
  if (!row) throw new Error('sync_clock row missing: run the migrations');
  return historyOf(row);
}

/**
 * True when a pull from this cursor cannot continue in `history` and must start over (rule S21):
 * a cursor beyond the clock, one naming another history, or one sent without its history (a
 * device from before protocol 5) that lies beyond the last version its history may share with
 * this one. A pull from 0 always continues.
 */
export function needsResync({ since, epoch }: Omit<ChangesQuery, 'limit'>, history: History) {
  if (since === 0) return false;
  if (since > history.version) return true;
  if (epoch !== undefined) return epoch !== history.epoch;
  return history.forkedAt !== null && since > history.forkedAt;
}
