import { type Inquiry, namedRequestOf as named } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import type { Tx } from '../db/database';
import { notificationsRepo } from '../db/notifications.repo';
import {
  type SlaAlertKind,
  claimSlaAlert,
  liveInquiry,
  requestsNearingDeadline,
} from '../db/sla-alerts.repo';
import type { MutationContext } from '../sync/mutation';
import { notifyUsers } from './notifications.service';

/** The alert a request's standing calls for now, if any (the list's own reading, S24). */
function alertOf(inquiry: Inquiry, now: number): { kind: SlaAlertKind; leftMs: number } | null {
  const { standing, remainingMs } = slaReadingOf(inquiry, now);
  if (standing === 'overdue') return { kind: 'overdue', leftMs: remainingMs ?? 0 };
  if (standing === 'dueSoon') return { kind: 'dueSoon', leftMs: remainingMs ?? 0 };
  return null;
}

/** The complex's managers; the company administrators when it has none (someone must hear). */
async function managersOf(trx: Tx, complexId: string): Promise<string[]> {
  const managers = await notificationsRepo.staffServing(trx, complexId, ['manager']);
  return managers.length > 0 ? managers : notificationsRepo.companyAdmins(trx);
}

/**
 * One request's alert, inside the job's write (rule S30): the request is read again under the
 * write, so one completed, paused or moved since the round's query is left alone. The claim
 * makes it go out once; the notification commits with it. Answers whether it went out.
 */
export async function sendSlaAlert(ctx: MutationContext, id: string, now: Date): Promise<boolean> {
  const inquiry = await liveInquiry(ctx.trx, id);
  const alert = inquiry && alertOf(inquiry, now.getTime());
  if (!inquiry?.resolutionDueAt || !alert) return false;
  if (!(await claimSlaAlert(ctx.trx, id, alert.kind, inquiry.resolutionDueAt))) return false;
  const unit = await notificationsRepo.unitNumber(ctx.trx, inquiry.apartmentId);
  const url = `/inquiries/${id}`;
  if (alert.kind === 'dueSoon') {
    const to = inquiry.assigneeId
      ? [inquiry.assigneeId]
      : await managersOf(ctx.trx, inquiry.complexId);
    await notifyUsers(ctx, to, {
      params: { kind: 'inquiryDueSoon', request: named(inquiry), unit, leftMs: alert.leftMs },
      url,
      urgent: inquiry.priority === 'urgent',
    });
  } else {
    await notifyUsers(ctx, await managersOf(ctx.trx, inquiry.complexId), {
      params: {
        kind: 'inquiryOverdue',
        request: named(inquiry),
        unit,
        assignee: inquiry.assignedTo,
      },
      url,
      urgent: true,
    });
  }
  return true;
}

/**
 * Marks every alert due at `now` as sent without sending it, in the caller's write: a demo's
 * seeded history starts chased, so its old overdue requests do not flood the bell.
 */
export async function markDueAlertsSent(trx: Tx, now: Date): Promise<void> {
  for (const inquiry of await requestsNearingDeadline(trx, now, Number.MAX_SAFE_INTEGER)) {
    const alert = alertOf(inquiry, now.getTime());
    if (alert && inquiry.resolutionDueAt) {
      await claimSlaAlert(trx, inquiry.id, alert.kind, inquiry.resolutionDueAt);
    }
  }
}
