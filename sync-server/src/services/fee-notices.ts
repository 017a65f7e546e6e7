import { type BillingPeriod, type Invoice, notificationTexts } from '@chungcu/contracts';
import type { MutationTx } from '@chungcu/mutations';
import { notificationsRepo } from '../db/notifications.repo';
import type { MutationContext } from '../sync/mutation';
import { notifyUsers } from './notifications.service';

/**
 * Tells the people living in each unit whose notice was just issued (rule S31), in the write
 * that issued it: the month, what it asks and by when, opening "Phí & hóa đơn".
 */
export async function noticeIssuedInvoices(
  ctx: MutationContext,
  tx: MutationTx,
  period: BillingPeriod,
  issuedBefore: ReadonlySet<string>,
): Promise<void> {
  const issued = (await tx.list('invoice', 'periodId', period.id)).filter(
    (invoice) => invoice.status === 'issued' && !issuedBefore.has(invoice.id),
  );
  const byUnit = new Map<string, Invoice>(issued.map((invoice) => [invoice.apartmentId, invoice]));
  const living = await notificationsRepo.accountsLivingIn(ctx.trx, [...byUnit.keys()]);
  const accountsOf = new Map<string, string[]>();
  for (const { userId, apartmentId } of living) {
    accountsOf.set(apartmentId, [...(accountsOf.get(apartmentId) ?? []), userId]);
  }
  for (const [apartmentId, accounts] of accountsOf) {
    const invoice = byUnit.get(apartmentId);
    if (!invoice) continue;
    const unit = (await notificationsRepo.unitNumber(ctx.trx, apartmentId)) ?? '';
    await notifyUsers(ctx, accounts, {
      kind: 'feeNotice',
      ...notificationTexts.feeNotice(unit, invoice.month, invoice.amountDue, invoice.dueDate),
      url: '/fees',
      urgent: false,
    });
  }
}
