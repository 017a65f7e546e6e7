import { type Inquiry, inquiryCategories } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';

/** One line of an overdue breakdown: who or what, and how many of its requests are past due. */
export interface OverdueCount {
  label: string;
  count: number;
}

/** The dashboard's deadline card (issue 23): overdue now, and the month's share resolved in time. */
export interface SlaFigures {
  overdue: number;
  byCategory: OverdueCount[];
  /** By assignee as the request names them; null: not assigned. */
  byAssignee: { name: string | null; count: number }[];
  /** Requests with a deadline resolved since the first of this month (the device's calendar). */
  resolvedThisMonth: number;
  resolvedInTime: number;
  /** resolvedInTime / resolvedThisMonth; null while none was resolved this month. */
  inTimeShare: number | null;
}

/** Midnight of the first day of `now`'s month, in the device's time zone (Việt Nam's for staff). */
export function monthStartOf(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), 1).getTime();
}

function countBy<K>(items: readonly Inquiry[], key: (i: Inquiry) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const byCountThenName =
  <T extends { count: number }>(label: (t: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || label(a).localeCompare(label(b), 'vi');

/**
 * The deadline figures at `now` from the open requests and the completed ones: each read with
 * `slaReadingOf`, the same reading the list and its filters use, so the counts agree with them.
 */
export function slaFiguresOf(
  open: readonly Inquiry[],
  completed: readonly Inquiry[],
  now: number,
): SlaFigures {
  const overdue = open.filter((i) => !i.deletedAt && slaReadingOf(i, now).standing === 'overdue');
  const labels = inquiryCategories.labels as Record<string, string>;
  const byCategory = [...countBy(overdue, (i) => labels[i.category] ?? i.category)]
    .map(([label, count]) => ({ label, count }))
    .sort(byCountThenName((c) => c.label));
  const byAssignee = [...countBy(overdue, (i) => i.assignedTo)]
    .map(([name, count]) => ({ name, count }))
    .sort(byCountThenName((c) => c.name ?? ''));
  const since = monthStartOf(now);
  const resolved = completed.filter(
    (i) =>
      !i.deletedAt &&
      i.resolutionDueAt &&
      i.resolvedAt &&
      Date.parse(i.resolvedAt) >= since &&
      Date.parse(i.resolvedAt) <= now,
  );
  const inTime = resolved.filter((i) => slaReadingOf(i, now).standing === 'met').length;
  return {
    overdue: overdue.length,
    byCategory,
    byAssignee,
    resolvedThisMonth: resolved.length,
    resolvedInTime: inTime,
    inTimeShare: resolved.length ? inTime / resolved.length : null,
  };
}
