import type { Inquiry } from '@chungcu/contracts';
import { DUE_SOON_SHARE } from '@chungcu/mutations';
import type { Db, Tx } from './database';
import { inquiries } from './tables';

/** A deadline alert of rule S30: the assignee's reminder, or the managers' overdue notice. */
export type SlaAlertKind = 'dueSoon' | 'overdue';

/**
 * Open requests that have reached the last fifth of their time to resolve (the list's 'Sắp quá
 * hạn', `slaReadingOf`'s window: from creation to the deadline, less the time paused) and whose
 * alert for their current deadline and standing has not gone out. Paused ones wait: their clock is
 * stopped. The caller reads each one's standing with `slaReadingOf`; this only narrows the rows.
 */
export async function requestsNearingDeadline(
  db: Db,
  now: Date,
  limit: number,
): Promise<Inquiry[]> {
  const rows = await db('inquiries as i')
    .whereNull('i.deleted_at')
    .whereNot('i.status', 'completed')
    .whereNotNull('i.resolution_due_at')
    .whereNull('i.sla_paused_at')
    .whereRaw(
      `i.resolution_due_at - (i.resolution_due_at - i.created_at - i.sla_paused_ms * interval '1 millisecond') * ? <= ?`,
      [DUE_SOON_SHARE, now],
    )
    .whereNotExists((q) => {
      q.from('inquiry_sla_alerts as a')
        .whereRaw('a.inquiry_id = i.id')
        .whereRaw('a.due_at = i.resolution_due_at')
        // The alert the request is due now: its reminder before the deadline, the notice after.
        .whereRaw(`a.kind = case when i.resolution_due_at <= ? then 'overdue' else 'dueSoon' end`, [
          now,
        ]);
    })
    .orderBy('i.resolution_due_at')
    .limit(limit)
    .select('i.*');
  return rows.map((row: Record<string, unknown>) => inquiries.toEntity(row));
}

/**
 * Claims one alert for a request's deadline inside the sending write: true for exactly one
 * caller, however many replicas race (the key is the primary key; a second insert waits for the
 * first's commit, then finds it there).
 */
export async function claimSlaAlert(
  trx: Tx,
  inquiryId: string,
  kind: SlaAlertKind,
  dueAt: string,
): Promise<boolean> {
  const rows = await trx('inquiry_sla_alerts')
    .insert({ inquiry_id: inquiryId, kind, due_at: dueAt })
    .onConflict(['inquiry_id', 'kind', 'due_at'])
    .ignore()
    .returning('inquiry_id');
  return rows.length > 0;
}

/** A live request, read inside the alert's write (the round's reading may be stale by then). */
export async function liveInquiry(trx: Tx, id: string): Promise<Inquiry | null> {
  const row = await trx('inquiries').where({ id }).whereNull('deleted_at').first();
  return row ? inquiries.toEntity(row) : null;
}
