import type { Invoice, Payment } from '@chungcu/contracts';
import type { Db, Tx } from './database';
import { invoices, payments } from './tables';

/** How long a unit is left alone after a reminder (rule S35). */
export const REMINDER_GAP_DAYS = 3;

/**
 * Units that may owe past due (rule S35), nearest the job's round: the latest issued notice due
 * before `today` ('YYYY-MM-DD', Vietnam's calendar) is not paid by the unit's counted payments
 * since it was made (the ledger's `noticePayment`, S34, in SQL), and the unit was not reminded in
 * the last three days before `now`. This only narrows the rows: the reminder's write reads the
 * unit's ledger again and decides with the shared rule.
 */
export async function unitsOwingPastDue(
  db: Db,
  today: string,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows: { apartment_id: string }[] = await db
    .with('last_due', (q) =>
      q
        .from('invoices as i')
        .where({ 'i.status': 'issued' })
        .whereNull('i.deleted_at')
        .where('i.due_date', '<', today)
        .distinctOn('i.apartment_id')
        .orderBy([{ column: 'i.apartment_id' }, { column: 'i.month', order: 'desc' }])
        .select('i.apartment_id', 'i.amount_due', 'i.payments_counted'),
    )
    .from('last_due as l')
    .whereRaw(
      `l.amount_due > coalesce((select sum(p.amount) from payments p
         where p.apartment_id = l.apartment_id and p.status = 'matched' and p.deleted_at is null),
       0) - l.payments_counted`,
    )
    .whereNotExists((q) => {
      q.from('payment_reminders as r')
        .whereRaw('r.apartment_id = l.apartment_id')
        .whereRaw(`r.reminded_at > ?::timestamptz - interval '${REMINDER_GAP_DAYS} days'`, [now]);
    })
    .orderBy('l.apartment_id')
    .limit(limit)
    .select('l.apartment_id');
  return rows.map((row) => row.apartment_id);
}

/** A unit's live notices and payments, read inside the reminder's write. */
export async function unitLedger(
  trx: Tx,
  apartmentId: string,
): Promise<{ notices: Invoice[]; payments: Payment[] }> {
  const [noticeRows, paymentRows] = await Promise.all([
    trx('invoices').where({ apartment_id: apartmentId }).whereNull('deleted_at'),
    trx('payments').where({ apartment_id: apartmentId }).whereNull('deleted_at'),
  ]);
  return {
    notices: noticeRows.map((row: Record<string, unknown>) => invoices.toEntity(row)),
    payments: paymentRows.map((row: Record<string, unknown>) => payments.toEntity(row)),
  };
}

/**
 * Claims a unit's reminder at `now` inside the reminding write: true for exactly one caller
 * when the unit was never reminded or was last reminded three days or more before `now`. A
 * racing replica's insert waits for the first's commit, then finds the row moved and claims
 * nothing.
 */
export async function claimPaymentReminder(
  trx: Tx,
  apartmentId: string,
  now: Date,
): Promise<boolean> {
  const rows = await trx.raw<{ rows: unknown[] }>(
    `insert into payment_reminders (apartment_id, reminded_at) values (?, ?)
     on conflict (apartment_id) do update set reminded_at = excluded.reminded_at
     where payment_reminders.reminded_at <= excluded.reminded_at - interval '${REMINDER_GAP_DAYS} days'
     returning apartment_id`,
    [apartmentId, now],
  );
  return rows.rows.length > 0;
}
