import { paymentCodeOf, shiftPeriod, uuidv7, vietnamDate } from '@chungcu/contracts';
import { type IssuedNotice, type MutationTx, receiveBankTransfer } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { claimPaymentReminder, unitsOwingPastDue } from '../db/payment-reminders.repo';
import { demoAccounts } from './accounts';

/** The units the demo's resident accounts live in: their notices stay unpaid, to be paid in a try. */
async function demoResidentsHomes(trx: Tx): Promise<Set<string>> {
  const emails = [demoAccounts.resident.email, demoAccounts.residentB.email];
  const rows = await trx('apartment_assignments as a')
    .join('residents as r', 'r.id', 'a.resident_id')
    .whereIn('r.email', emails)
    .whereNull('a.deleted_at')
    .whereNull('a.move_out_date')
    .select('a.apartment_id');
  return new Set(rows.map((row) => String(row.apartment_id)));
}

/**
 * A month's collection as boards see it by the next month (rule S34): most households paid their
 * issued notice by bank transfer with its code in the memo (banks add their own text), some paid
 * part, a few not yet; one transfer came without a code and waits on the office's unmatched list.
 * Written through the bank's own path (`receiveBankTransfer`), so the ledger and the next month's
 * drafts count them as the server would. The demo residents' own homes stay unpaid.
 */
export async function seedPayments(
  trx: Tx,
  tx: MutationTx,
  complexId: string,
  issued: readonly IssuedNotice[],
): Promise<void> {
  const skipped = await demoResidentsHomes(trx);
  const notices = [...issued].sort((a, b) =>
    a.unitNumber.localeCompare(b.unitNumber, 'vi', { numeric: true }),
  );
  let n = 0;
  for (const { invoice } of notices) {
    n += 1;
    const code = paymentCodeOf(invoice.number);
    if (skipped.has(invoice.apartmentId) || !code || invoice.amountDue <= 0) continue;
    // Of every five households: three paid in full, one half, one not yet.
    const share = [1, 1, 1, 0.5, 0][n % 5] ?? 0;
    if (share === 0) continue;
    const day = String(5 + (n % 9)).padStart(2, '0');
    await receiveBankTransfer(tx, {
      id: uuidv7(),
      complexId,
      provider: 'sepay',
      providerTransactionId: `demo-${invoice.id.slice(-12)}`,
      amount: Math.round(invoice.amountDue * share),
      paidAt: `${shiftPeriod(invoice.month, 1)}-${day}T20:15:00+07:00`,
      memo: `MBVCB.${7_000_000 + n}.${code}.CT tu 0912xxx${String(n).padStart(3, '0')}`,
      payerName: null,
    });
  }
  const last = notices.at(-1)?.invoice;
  if (!last) return;
  await receiveBankTransfer(tx, {
    id: uuidv7(),
    complexId,
    provider: 'sepay',
    providerTransactionId: `demo-unmatched-${complexId.slice(-12)}`,
    amount: 850_000,
    paidAt: `${shiftPeriod(last.month, 1)}-10T08:40:00+07:00`,
    memo: 'IBFT chuyen tien phi dich vu can ho thang truoc',
    payerName: 'TRAN VAN BINH',
  });
}

/**
 * The demo's debts past due count as reminded at `now` (rule S35), as its old overdue requests
 * count as chased (S30): the first round of a new installation does not flood the bell, and the
 * reminders start three days on.
 */
export async function chaseDemoReminders(trx: Tx, now: Date): Promise<void> {
  for (const unitId of await unitsOwingPastDue(trx, vietnamDate(now), now, 100_000)) {
    await claimPaymentReminder(trx, unitId, now);
  }
}
