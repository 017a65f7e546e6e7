import { type Inquiry, notificationTexts, spanText } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import type { Db, Tx } from '../db/database';
import { notificationsRepo } from '../db/notifications.repo';
import { type SlaAlertKind, claimSlaAlert, requestsNearingDeadline } from '../db/sla-alerts.repo';
import { inquiries } from '../db/tables';
import { runMutation } from '../sync/mutation';
import { notifyUsers } from './notifications.service';
import { scheduleRounds } from './rounds';

/** Requests looked at per round; the rest wait for the next one (nearest deadline first). */
const ROUND_LIMIT = 200;
const JOB_ACTOR = { userId: 'system', role: 'admin' as const, email: null };

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
 * Sends one request's alert in its own write (rule S30), after reading the request again under
 * the write: one completed, paused or moved since the round's query is left alone. The claim
 * makes it go out once; the notification commits with it.
 */
async function sendAlert(db: Db, id: string, now: Date): Promise<boolean> {
  const request = { actor: JOB_ACTOR, method: 'JOB', path: `sla-alert/${id}`, body: null };
  const { body } = await runMutation(db, request, async (ctx) => {
    const row = await ctx.trx('inquiries').where({ id }).whereNull('deleted_at').first();
    const inquiry = row ? inquiries.toEntity(row) : null;
    const alert = inquiry && alertOf(inquiry, now.getTime());
    if (!inquiry?.resolutionDueAt || !alert) return { status: 200, body: false };
    if (!(await claimSlaAlert(ctx.trx, id, alert.kind, inquiry.resolutionDueAt))) {
      return { status: 200, body: false };
    }
    const unit = await notificationsRepo.unitNumber(ctx.trx, inquiry.apartmentId);
    const url = `/inquiries/${id}`;
    if (alert.kind === 'dueSoon') {
      const to = inquiry.assigneeId
        ? [inquiry.assigneeId]
        : await managersOf(ctx.trx, inquiry.complexId);
      await notifyUsers(ctx, to, {
        kind: 'inquiryDueSoon',
        ...notificationTexts.inquiryDueSoon(inquiry.title, unit, spanText(alert.leftMs)),
        url,
        urgent: inquiry.priority === 'urgent',
      });
    } else {
      await notifyUsers(ctx, await managersOf(ctx.trx, inquiry.complexId), {
        kind: 'inquiryOverdue',
        ...notificationTexts.inquiryOverdue(inquiry.title, unit, inquiry.assignedTo),
        url,
        urgent: true,
      });
    }
    return { status: 200, body: true };
  });
  return body === true;
}

/**
 * One round of escalation (issue 23.2, rule S30): reminds each request's assignee once it is in
 * the last fifth of its time to resolve, and tells the complex's managers once it is past it.
 * Each alert is its own write, so one that fails leaves the others sent; safe on any number of
 * replicas at once. Answers how many alerts went out here. `now` is the clock's reading (a test
 * may look ahead).
 */
export async function sendSlaAlerts(db: Db, now = new Date()): Promise<number> {
  let sent = 0;
  let failure: unknown = null;
  for (const inquiry of await requestsNearingDeadline(db, now, ROUND_LIMIT)) {
    try {
      if (await sendAlert(db, inquiry.id, now)) sent++;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return sent;
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

/** Escalation rounds now and every `everyMs` (any replica may: each alert goes out once). */
export const scheduleSlaAlerts = (db: Db, everyMs: number, log: (error: unknown) => void) =>
  scheduleRounds(() => sendSlaAlerts(db), everyMs, log);
