import type { Inquiry } from '@chungcu/contracts';
import { slaReadingOf } from '@chungcu/mutations';
import { enumStrings } from '../../lib/i18n';
import { type Sheet, dateCell, sheetOf } from '../../lib/sheet-export';
import type { SlaReport, SlaReportLine } from './sla-figures';
import { dashboardStrings } from './strings';

type ReportStrings = ReturnType<typeof dashboardStrings.get>['sla']['report'];
const HOUR_MS = 60 * 60 * 1000;

function linesSheet(
  s: ReportStrings,
  name: string,
  first: string,
  lines: SlaReportLine[],
): Sheet<SlaReportLine> {
  return {
    name,
    rows: lines,
    columns: [
      { header: first, width: 28, value: (l) => l.label },
      { header: s.resolved, value: (l) => l.resolved },
      { header: s.inTime, value: (l) => l.inTime },
      { header: s.late, value: (l) => l.resolved - l.inTime },
      // A share as a number (0.75), so Excel can format, sort and average it.
      { header: s.share, value: (l) => (l.resolved ? l.inTime / l.resolved : null) },
      { header: s.overdueNow, value: (l) => l.overdueNow },
    ],
  };
}

/** The month's deadline report as three sheets: by category, by assignee, and what is overdue. */
export function slaReportSheets(report: SlaReport, now: number): Sheet<never>[] {
  const s = dashboardStrings.get().sla.report;
  const labels: Readonly<Record<string, string>> = enumStrings.get().inquiryCategories;
  const overdue: Sheet<Inquiry> = {
    name: s.overdueSheet,
    rows: report.overdue,
    columns: [
      { header: s.code, width: 20, value: (i) => i.number ?? s.pendingNumber },
      { header: s.title, width: 40, value: (i) => i.title },
      { header: s.category, value: (i) => labels[i.category] ?? i.category },
      { header: s.assignee, width: 22, value: (i) => i.assignedTo ?? '' },
      { header: s.due, value: (i) => dateCell(i.resolutionDueAt) },
      {
        header: s.hoursLate,
        value: (i) => Math.floor(-(slaReadingOf(i, now).remainingMs ?? 0) / HOUR_MS),
      },
    ],
  };
  return [
    sheetOf(linesSheet(s, s.byCategorySheet, s.category, report.byCategory)),
    sheetOf(linesSheet(s, s.byAssigneeSheet, s.assignee, report.byAssignee)),
    sheetOf(overdue),
  ];
}
