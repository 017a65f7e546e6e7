import { type Inquiry, type InquiryMessage, namedRequestOf as named } from '@chungcu/contracts';
import type { MutationTx } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { notificationsRepo } from '../db/notifications.repo';
import type { MutationContext } from '../sync/mutation';
import { type NotificationInput, notifyUsers, residentAccounts } from './notifications.service';

const inquiryUrl = (inquiry: Inquiry) => `/inquiries/${inquiry.id}`;
const othersThan = (ctx: MutationContext, userIds: string[]) =>
  userIds.filter((id) => id !== ctx.actor.userId);

/**
 * The notifications of one request's write (rule S25), from the row before the mutation (null:
 * made by it) and after it. A new request goes to the managers and staff serving its complex; to
 * the company administrators only when nobody serves it (they reach every complex, and would
 * otherwise hear of every request of the company). A request's status moving goes to its
 * resident's accounts and to the resident who filed it. Nobody is told of their own change.
 */
export async function noticeInquiryWritten(
  ctx: MutationContext,
  before: Inquiry | null,
  after: Inquiry | null,
): Promise<void> {
  if (!after || after.deletedAt) return;
  if (!before) {
    const { to, notice } = await newRequestNotice(ctx.trx, after);
    await notifyUsers(ctx, othersThan(ctx, to), notice);
    return;
  }
  if (before.status === after.status) return;
  await notifyUsers(ctx, othersThan(ctx, await residentSide(ctx, after)), {
    params: { kind: 'inquiryStatus', request: named(after), status: after.status },
    url: inquiryUrl(after),
    urgent: false,
  });
}

/**
 * Who hears of a new request and what they read: the managers and staff serving its complex, or
 * the company administrators when nobody serves it (rule S25).
 */
export async function newRequestNotice(
  trx: Tx,
  inquiry: Inquiry,
): Promise<{ to: string[]; notice: NotificationInput }> {
  const staff = await notificationsRepo.staffServing(trx, inquiry.complexId);
  const to = staff.length > 0 ? staff : await notificationsRepo.companyAdmins(trx);
  const unit = await notificationsRepo.unitNumber(trx, inquiry.apartmentId);
  const notice: NotificationInput = {
    params: { kind: 'inquiryNew', request: named(inquiry), unit },
    url: inquiryUrl(inquiry),
    urgent: inquiry.priority === 'urgent',
  };
  return { to, notice };
}

/** The accounts of a request's resident side: its resident's and the resident who filed it. */
async function residentSide(ctx: MutationContext, inquiry: Inquiry): Promise<string[]> {
  const accounts = inquiry.residentId ? await residentAccounts(ctx.trx, [inquiry.residentId]) : [];
  const filer = inquiry.createdBy
    ? await notificationsRepo.activeAmong(ctx.trx, [inquiry.createdBy], 'resident')
    : [];
  return [...new Set([...accounts, ...filer])];
}

/**
 * A message on a request's conversation goes to the other side: the office's to the request's
 * resident side; the resident's to its assignee, else to the managers and staff serving its
 * complex (the company administrators when nobody does). An internal note tells nobody: it is
 * the office's own record. Nobody is told of their own message.
 */
export async function noticeInquiryMessage(
  ctx: MutationContext,
  inquiry: Inquiry,
  message: InquiryMessage,
): Promise<void> {
  if (message.internal) return;
  let to: string[];
  if (message.fromStaff) {
    to = await residentSide(ctx, inquiry);
  } else if (inquiry.assigneeId) {
    to = [inquiry.assigneeId];
  } else {
    const staff = await notificationsRepo.staffServing(ctx.trx, inquiry.complexId);
    to = staff.length > 0 ? staff : await notificationsRepo.companyAdmins(ctx.trx);
  }
  const unit = await notificationsRepo.unitNumber(ctx.trx, inquiry.apartmentId);
  const from = message.fromStaff ? 'office' : unit ? 'unit' : 'resident';
  await notifyUsers(ctx, othersThan(ctx, to), {
    params: { kind: 'inquiryMessage', request: named(inquiry), from, unit, body: message.body },
    url: inquiryUrl(inquiry),
    urgent: false,
  });
}

/** The request as it stands in the write so far (null: none yet), read through the rule's tx. */
export const inquiryIn = (tx: MutationTx, id: string): Promise<Inquiry | null> =>
  tx.get('inquiry', id);
