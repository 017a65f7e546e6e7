import { type Inquiry, inquiryStatuses, notificationTexts } from '@chungcu/contracts';
import type { EntityName } from '@chungcu/mutations';
import { notificationsRepo } from '../db/notifications.repo';
import type { MutationContext } from '../sync/mutation';
import type { EntityWrite } from '../sync/server-tx';
import { notifyUsers, residentAccounts } from './notifications.service';

/** The entities whose writes the steps below look at (`serverTx` keeps their rows before). */
export const watchedEntities: ReadonlySet<EntityName> = new Set<EntityName>(['inquiry']);

/**
 * The server's own steps after a mutation's writes, inside its transaction: the notifications
 * those writes cause. They run on the server only (a device never makes notifications), once per
 * row written, comparing the row before the mutation with the row after it.
 */
export async function afterWrite(ctx: MutationContext, writes: readonly EntityWrite[]) {
  const byRow = new Map<string, EntityWrite>();
  for (const write of writes) {
    const key = `${write.entity}:${String(write.after.id)}`;
    const first = byRow.get(key);
    byRow.set(key, first ? { ...first, after: write.after } : write);
  }
  for (const { entity, before, after } of byRow.values()) {
    if (entity === 'inquiry') {
      await inquiryWritten(ctx, before as Inquiry | null, after as unknown as Inquiry);
    }
  }
}

const statusLabel = (status: string) =>
  (inquiryStatuses.labels as Record<string, string>)[status] ?? status;
const inquiryUrl = (inquiry: Inquiry) => `/inquiries/${inquiry.id}`;
const othersThan = (ctx: MutationContext, userIds: string[]) =>
  userIds.filter((id) => id !== ctx.actor.userId);

/**
 * A new request goes to the managers and staff serving its complex; to the company
 * administrators only when nobody serves it (they reach every complex, and would otherwise hear
 * of every request of the company). A request's status moving goes to its resident's accounts
 * and to the resident who filed it. Nobody is told of their own change.
 */
async function inquiryWritten(ctx: MutationContext, before: Inquiry | null, after: Inquiry) {
  if (after.deletedAt) return;
  const urgent = after.priority === 'urgent';
  if (!before) {
    const staff = await notificationsRepo.staffServing(ctx.trx, after.complexId);
    const to = staff.length > 0 ? staff : await notificationsRepo.companyAdmins(ctx.trx);
    const unit = await notificationsRepo.unitNumber(ctx.trx, after.apartmentId);
    await notifyUsers(ctx, othersThan(ctx, to), {
      kind: 'inquiryNew',
      ...notificationTexts.inquiryNew(after.title, unit),
      url: inquiryUrl(after),
      urgent,
    });
    return;
  }
  if (before.status === after.status) return;
  const accounts = after.residentId ? await residentAccounts(ctx.trx, [after.residentId]) : [];
  const filer = after.createdBy
    ? await notificationsRepo.activeAmong(ctx.trx, [after.createdBy], 'resident')
    : [];
  await notifyUsers(ctx, othersThan(ctx, [...accounts, ...filer]), {
    kind: 'inquiryStatus',
    ...notificationTexts.inquiryStatus(after.title, statusLabel(after.status)),
    url: inquiryUrl(after),
    urgent: false,
  });
}
