import type { IssuedNotice } from '@chungcu/mutations';
import { notificationsRepo } from '../db/notifications.repo';
import type { MutationContext } from '../sync/mutation';
import { notifyUsers } from './notifications.service';

/**
 * Tells the people living in each unit whose notice was just issued (rule S31), in the write
 * that issued it: the month, what it asks and by when, opening "Phí & hóa đơn".
 */
export async function noticeIssuedInvoices(
  ctx: MutationContext,
  issued: readonly IssuedNotice[],
): Promise<void> {
  const byUnit = new Map(issued.map((notice) => [notice.invoice.apartmentId, notice]));
  const living = await notificationsRepo.accountsLivingIn(ctx.trx, [...byUnit.keys()]);
  const accountsOf = new Map<string, string[]>();
  for (const { userId, apartmentId } of living) {
    accountsOf.set(apartmentId, [...(accountsOf.get(apartmentId) ?? []), userId]);
  }
  for (const [apartmentId, accounts] of accountsOf) {
    const notice = byUnit.get(apartmentId);
    if (!notice) continue;
    const { invoice, unitNumber } = notice;
    await notifyUsers(ctx, accounts, {
      params: {
        kind: 'feeNotice',
        unit: unitNumber,
        month: invoice.month,
        amountDue: invoice.amountDue,
        dueDate: invoice.dueDate,
      },
      url: '/fees',
      urgent: false,
    });
  }
}
