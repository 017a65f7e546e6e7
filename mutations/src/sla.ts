import {
  type Inquiry,
  type InquiryStatus,
  type Priority,
  type SlaPolicy,
  idSchema,
  priorities,
} from '@chungcu/contracts';
import type { MutationTx } from './tx';

const HOUR_MS = 60 * 60 * 1000;
/** The last fifth of a request's time to resolve: 'Sắp quá hạn' (and when its assignee is reminded). */
export const DUE_SOON_SHARE = 0.2;

type Deadlines = Pick<Inquiry, 'responseDueAt' | 'resolutionDueAt'>;
type SlaFields = Pick<
  Inquiry,
  | 'status'
  | 'createdAt'
  | 'responseDueAt'
  | 'resolutionDueAt'
  | 'respondedAt'
  | 'resolvedAt'
  | 'slaPausedAt'
  | 'slaPausedMs'
>;

/** The fields a status change stamps: derived, never a user's choice (`UpdateOptions.derived`). */
export const SLA_CLOCK_FIELDS = [
  'responseDueAt',
  'resolutionDueAt',
  'respondedAt',
  'resolvedAt',
  'slaPausedAt',
  'slaPausedMs',
] as const;

export const NO_DEADLINES: Deadlines = { responseDueAt: null, resolutionDueAt: null };
/** The SLA fields of a new request before its deadlines are known. */
export const FRESH_SLA = {
  respondedAt: null,
  resolvedAt: null,
  slaPausedAt: null,
  slaPausedMs: 0,
} as const;

const later = (from: string, ms: number) => new Date(Date.parse(from) + ms).toISOString();

/** A request's deadlines from `policy` for its priority, counted from `from`; none without one. */
export function deadlinesOf(policy: SlaPolicy | null, priority: string, from: string): Deadlines {
  const known = (priorities.values as readonly string[]).includes(priority);
  const target = known && policy ? policy[priority as Priority] : undefined;
  if (!target) return NO_DEADLINES;
  return {
    responseDueAt: later(from, target.responseHours * HOUR_MS),
    resolutionDueAt: later(from, target.resolutionHours * HOUR_MS),
  };
}

/**
 * The deadlines a new request gets: its template's category's policy at this moment (rule S24).
 * Fixed here: a later change of the policy moves no existing request's deadlines.
 */
export async function deadlinesAtCreation(
  tx: MutationTx,
  templateCategory: string | null,
  priority: string,
): Promise<Deadlines> {
  // A template made before categories were rows names its category by key ('maintenance'):
  // no row, so no policy (and no lookup the database would refuse as a malformed id).
  const isRow = idSchema.safeParse(templateCategory).success;
  const category = isRow ? await tx.get('workflowCategory', templateCategory as string) : null;
  if (!category || category.deletedAt) return NO_DEADLINES;
  return deadlinesOf(category.sla, priority, tx.now);
}

/**
 * What a change of status stamps on the clock: the first step out of 'new' answers the request;
 * 'pending' (waiting for the resident) stops the clock, and leaving it moves both deadlines by
 * the time waited; 'completed' resolves it, and reopening clears that.
 */
export function slaStampsOf(
  current: SlaFields,
  next: InquiryStatus | string | undefined,
  now: string,
): Partial<SlaFields> {
  if (next === undefined || next === current.status) return {};
  const stamps: Partial<SlaFields> = {};
  if (!current.respondedAt && next !== 'new') stamps.respondedAt = now;
  if (current.slaPausedAt) {
    const waited = Math.max(0, Date.parse(now) - Date.parse(current.slaPausedAt));
    stamps.slaPausedAt = null;
    stamps.slaPausedMs = current.slaPausedMs + waited;
    if (current.responseDueAt && !current.respondedAt) {
      stamps.responseDueAt = later(current.responseDueAt, waited);
    }
    if (current.resolutionDueAt) stamps.resolutionDueAt = later(current.resolutionDueAt, waited);
  }
  if (next === 'pending' && current.status !== 'completed') stamps.slaPausedAt = now;
  if (next === 'completed') stamps.resolvedAt = now;
  else if (current.resolvedAt) stamps.resolvedAt = null;
  return stamps;
}

/** Where a request stands against its time to resolve. */
export type SlaStanding = 'none' | 'onTrack' | 'dueSoon' | 'overdue' | 'met' | 'missed';

export interface SlaReading {
  standing: SlaStanding;
  /** Time left (negative: past due), frozen while paused; null without a deadline. */
  remainingMs: number | null;
}

/** A request's standing at `now` (ms since the epoch): one reading for lists, filters and counts. */
export function slaReadingOf(inquiry: SlaFields, now: number): SlaReading {
  if (!inquiry.resolutionDueAt) return { standing: 'none', remainingMs: null };
  const due = Date.parse(inquiry.resolutionDueAt);
  if (inquiry.status === 'completed' && inquiry.resolvedAt) {
    const resolved = Date.parse(inquiry.resolvedAt);
    return { standing: resolved <= due ? 'met' : 'missed', remainingMs: due - resolved };
  }
  const at = inquiry.slaPausedAt ? Date.parse(inquiry.slaPausedAt) : now;
  const remainingMs = due - at;
  if (remainingMs < 0) return { standing: 'overdue', remainingMs };
  const window = due - Date.parse(inquiry.createdAt) - inquiry.slaPausedMs;
  const standing = remainingMs <= window * DUE_SOON_SHARE ? 'dueSoon' : 'onTrack';
  return { standing, remainingMs };
}
