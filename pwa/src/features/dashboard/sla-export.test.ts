import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { workbookOf } from '../../lib/sheet-export';
import { slaReportSheets } from './sla-export';
import { slaReportOf } from './sla-figures';
import { dashboardStrings } from './strings';
import { inquiry } from './test-support';

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const s = dashboardStrings.get().sla;
const r = s.report;

it("the month's deadline report parses back: by category, by assignee, and what is overdue", async () => {
  const now = new Date(2026, 10, 20, 12).getTime();
  const made = new Date(2026, 10, 10).getTime();
  const done = (hoursToResolve: number, tookHours: number, fields = {}) =>
    inquiry({
      status: 'completed',
      createdAt: iso(made),
      resolutionDueAt: iso(made + hoursToResolve * HOUR),
      resolvedAt: iso(made + tookHours * HOUR),
      ...fields,
    });
  const completed = [
    done(24, 10, { category: 'maintenance', assignedTo: 'Hùng' }),
    done(24, 30, { category: 'maintenance', assignedTo: 'Hùng' }),
    done(24, 5, { category: 'complaint', assignedTo: '=cmd' }),
  ];
  const open = [
    inquiry({
      number: 'TC-HN-YC-2026-00007',
      title: 'Thang máy kẹt',
      category: 'maintenance',
      createdAt: iso(now - 10 * HOUR),
      resolutionDueAt: iso(now - 3 * HOUR),
    }),
  ];
  const buffer = await workbookOf(
    slaReportSheets(slaReportOf(open, completed, now, s.unassigned), now),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const values = (name: string) => {
    const rows: unknown[][] = [];
    workbook.getWorksheet(name)?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };
  expect(workbook.worksheets.map((w) => w.name)).toEqual([
    r.byCategorySheet,
    r.byAssigneeSheet,
    r.overdueSheet,
  ]);
  const headers = [r.resolved, r.inTime, r.late, r.share, r.overdueNow];
  expect(values(r.byCategorySheet)).toEqual([
    [r.category, ...headers],
    ['Bảo trì', 2, 1, 1, 0.5, 1],
    ['Khiếu nại', 1, 1, 0, 1, 0],
  ]);
  expect(values(r.byAssigneeSheet)).toEqual(
    [
      [r.assignee, ...headers],
      ["'=cmd", 1, 1, 0, 1, 0],
      [s.unassigned, 0, 0, 0, null, 1],
      ['Hùng', 2, 1, 1, 0.5, 0],
    ].map((row) => row.map((v) => (v === null ? undefined : v))),
  );
  const overdue = values(r.overdueSheet);
  expect(overdue[0]?.[0]).toBe(r.code);
  expect(overdue[1]?.[0]).toBe('TC-HN-YC-2026-00007');
  expect(overdue[1]?.[1]).toBe('Thang máy kẹt');
  expect(overdue[1]?.[5]).toBe(3);
});
