import { type Inquiry, periodOfDate } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import { enumStrings } from '../../lib/i18n';

/** One line of an overdue breakdown: who or what, and how many of its requests are past due. */
export interface OverdueCount {
  label: string;
  count: number;
}

/** The dashboard's deadline card: overdue now, and the month's share resolved in time. */
export interface SlaFigures {
  overdue: number;
  byCategory: OverdueCount[];
  /** By assignee as the request names them; null: not assigned. */
  byAssignee: { name: string | null; count: number }[];
  /** Requests with a deadline resolved since the first of this month (Vietnam's calendar). */
  resolvedThisMonth: number;
  resolvedInTime: number;
  /** resolvedInTime / resolvedThisMonth; null while none was resolved this month. */
  inTimeShare: number | null;
}

/** Midnight in Hà Nội of the first day of `now`'s month there, whatever the device's zone. */
function monthStartOf(now: number): number {
  return Date.parse(`${periodOfDate(new Date(now))}-01T00:00:00+07:00`);
}

/** Open requests past their deadline at `now`. */
function overdueAt(open: readonly Inquiry[], now: number): Inquiry[] {
  return open.filter((i) => !i.deletedAt && slaReadingOf(i, now).standing === 'overdue');
}

/** Requests with a deadline resolved between the first of `now`'s month and `now`. */
function resolvedThisMonth(completed: readonly Inquiry[], now: number): Inquiry[] {
  const since = monthStartOf(now);
  return completed.filter((i) => {
    if (i.deletedAt || !i.resolutionDueAt || !i.resolvedAt) return false;
    const at = Date.parse(i.resolvedAt);
    return at >= since && at <= now;
  });
}

const inTime = (i: Inquiry, now: number) => slaReadingOf(i, now).standing === 'met';

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
  const overdue = overdueAt(open, now);
  const labels: Readonly<Record<string, string>> = enumStrings.get().inquiryCategories;
  const byCategory = [...countBy(overdue, (i) => labels[i.category] ?? i.category)]
    .map(([label, count]) => ({ label, count }))
    .sort(byCountThenName((c) => c.label));
  const byAssignee = [...countBy(overdue, (i) => i.assignedTo)]
    .map(([name, count]) => ({ name, count }))
    .sort(byCountThenName((c) => c.name ?? ''));
  const resolved = resolvedThisMonth(completed, now);
  const done = resolved.filter((i) => inTime(i, now)).length;
  return {
    overdue: overdue.length,
    byCategory,
    byAssignee,
    resolvedThisMonth: resolved.length,
    resolvedInTime: done,
    inTimeShare: resolved.length ? done / resolved.length : null,
  };
}

/** One line of the month's report: a category or an assignee. */
export interface SlaReportLine {
  label: string;
  resolved: number;
  inTime: number;
  overdueNow: number;
}

/** The month's deadline report (the card's figures line by line), for the .xlsx export. */
export interface SlaReport {
  byCategory: SlaReportLine[];
  byAssignee: SlaReportLine[];
  /** Open requests past due now, most overdue first. */
  overdue: Inquiry[];
}

export function slaReportOf(
  open: readonly Inquiry[],
  completed: readonly Inquiry[],
  now: number,
  unassigned: string,
): SlaReport {
  const labels: Readonly<Record<string, string>> = enumStrings.get().inquiryCategories;
  const remaining = (i: Inquiry) => slaReadingOf(i, now).remainingMs ?? 0;
  const overdue = overdueAt(open, now).sort((a, b) => remaining(a) - remaining(b));
  const resolved = resolvedThisMonth(completed, now);
  const linesBy = (key: (i: Inquiry) => string) => {
    const lines = new Map<string, SlaReportLine>();
    const line = (label: string) => {
      const found = lines.get(label) ?? { label, resolved: 0, inTime: 0, overdueNow: 0 };
      lines.set(label, found);
      return found;
    };
    for (const i of resolved) {
      const l = line(key(i));
      l.resolved += 1;
      if (inTime(i, now)) l.inTime += 1;
    }
    for (const i of overdue) line(key(i)).overdueNow += 1;
    return [...lines.values()].sort((a, b) => a.label.localeCompare(b.label, 'vi'));
  };
  return {
    byCategory: linesBy((i) => labels[i.category] ?? i.category),
    byAssignee: linesBy((i) => i.assignedTo ?? unassigned),
    overdue,
  };
}
