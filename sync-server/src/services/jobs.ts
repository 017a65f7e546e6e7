import { vietnamDate } from '@chungcu/contracts';
import { dueAnnouncements } from '../db/announcements.repo';
import type { Db } from '../db/database';
import { unitsOwingPastDue } from '../db/payment-reminders.repo';
import { requestsNearingDeadline } from '../db/sla-alerts.repo';
import type { Actor } from './actor';

import { type MutationsService, createMutationsService } from './mutations.service';
import { scheduleRounds } from './rounds';

/** Announcements sent per round, and requests looked at (nearest deadline first). */
const ANNOUNCEMENTS_PER_ROUND = 100;
const ALERTS_PER_ROUND = 200;
const REMINDERS_PER_ROUND = 200;
const SYSTEM: Actor = { userId: 'system', role: 'admin', email: null };

/**
 * Runs `write` for each item, each its own write, so one that fails leaves the others done (it
 * is tried again next round, and the first failure reported). Answers how many wrote.
 */
async function eachOnItsOwn<T>(items: T[], write: (item: T) => Promise<unknown>) {
  let done = 0;
  let failure: unknown = null;
  for (const item of items) {
    try {
      if (await write(item)) done++;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return done;
}

/**
 * The server's background jobs, each a round of named job mutations through the one runner.
 * Safe on any number of replicas at once: each write makes itself exclusive (a locked
 * announcement is skipped, an alert is claimed once).
 */
export function createJobs(db: Db, mutations: MutationsService = createMutationsService(db)) {
  return {
    /** Sends every scheduled announcement whose time has come, audited as its author's (S27). */
    sendDueAnnouncements: async () =>
      eachOnItsOwn(await dueAnnouncements(db, new Date(), ANNOUNCEMENTS_PER_ROUND), (due) =>
        mutations.runJob(
          { userId: due.createdBy ?? SYSTEM.userId, role: 'admin', email: null },
          'sendDueAnnouncement',
          { id: due.id },
        ),
      ),
    /**
     * One round of escalation (S30): each request's assignee is reminded once it is in the last
     * fifth of its time to resolve, the complex's managers told once it is past. `now` is the
     * clock's reading (a test may look ahead).
     */
    sendSlaAlerts: async (now = new Date()) =>
      eachOnItsOwn(await requestsNearingDeadline(db, now, ALERTS_PER_ROUND), (inquiry) =>
        mutations.runJob(SYSTEM, 'sendSlaAlert', { id: inquiry.id, now: now.toISOString() }),
      ),
    /**
     * One round of payment reminders (S35): each unit owing past its notice's due date is told,
     * at most once every three days. `now` is the clock's reading (a test may look ahead).
     */
    sendPaymentReminders: async (now = new Date()) =>
      eachOnItsOwn(
        await unitsOwingPastDue(db, vietnamDate(now.getTime()), now, REMINDERS_PER_ROUND),
        (apartmentId) =>
          mutations.runJob(SYSTEM, 'sendPaymentReminder', {
            id: apartmentId,
            now: now.toISOString(),
          }),
      ),
  };
}
export type Jobs = ReturnType<typeof createJobs>;

/** Every job's rounds now and at its interval; a failure is logged, the next round tries again. */
export function scheduleJobs(
  jobs: Jobs,
  every: { announcementsMs: number; slaAlertsMs: number; remindersMs?: number },
  log: (error: unknown) => void,
): () => void {
  const stops = [
    scheduleRounds(jobs.sendDueAnnouncements, every.announcementsMs, log),
    scheduleRounds(() => jobs.sendSlaAlerts(), every.slaAlertsMs, log),
    // Hourly by default: a reminder is due at most once every three days per unit.
    scheduleRounds(() => jobs.sendPaymentReminders(), every.remindersMs ?? 60 * 60 * 1000, log),
  ];
  return () => stops.forEach((stop) => stop());
}
