import { vietnamDate } from '@chungcu/contracts';
import { paymentsTotal, unitAgeing } from '@chungcu/mutations';
import { notificationsRepo } from '../db/notifications.repo';
import { claimPaymentReminder, unitLedger } from '../db/payment-reminders.repo';
import type { MutationContext } from '../sync/mutation';
import { notifyUsers } from './notifications.service';

/**
 * One unit's payment reminder, inside the job's write (rule S35). The unit's ledger is read again
 * under the write and judged by the shared rule (`unitAgeing`, S34): a unit whose debt past due
 * was paid since the round's query is left alone, and one that owes only what is not due yet is
 * not reminded. The claim makes it go out at most once every three days however many replicas
 * race; the notification (pushed after the commit, S25) commits with it. A unit nobody with an
 * account lives in is passed over for the same three days. Answers whether it was claimed.
 */
export async function sendPaymentReminder(
  ctx: MutationContext,
  apartmentId: string,
  now: Date,
): Promise<boolean> {
  const { notices, payments } = await unitLedger(ctx.trx, apartmentId);
  const total = paymentsTotal(payments, apartmentId);
  const debt = unitAgeing(notices, total, vietnamDate(now.getTime()));
  if (debt.overdue <= 0 || !debt.oldestDue) return false;
  if (!(await claimPaymentReminder(ctx.trx, apartmentId, now))) return false;
  const living = await notificationsRepo.accountsLivingIn(ctx.trx, [apartmentId]);
  const unit = (await notificationsRepo.unitNumber(ctx.trx, apartmentId)) ?? '';
  await notifyUsers(
    ctx,
    living.map((account) => account.userId),
    {
      params: {
        kind: 'paymentReminder',
        unit,
        overdue: debt.overdue,
        owed: debt.owed,
        since: debt.oldestDue,
      },
      url: '/fees',
      urgent: false,
    },
  );
  return true;
}
