import type { Tx } from '../db/database';

/**
 * Hands out the next change number. The UPDATE takes the clock row's lock until the transaction
 * ends, so a later version can never become visible before an earlier one commits (rule S6).
 */
export async function nextVersion(trx: Tx): Promise<number> {
  const [row] = await trx('sync_clock')
    .where({ id: 1 })
    .increment('version', 1)
    .returning<{ version: number }[]>('version');
  if (!row) throw new Error('sync_clock row missing: run the migrations');
  return Number(row.version);
}
