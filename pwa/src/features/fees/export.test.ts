import ExcelJS from 'exceljs';
import type { Invoice } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { workbookOf } from '../../lib/sheet-export';
import { periodSheets } from './export';

const invoice: Invoice = {
  id: crypto.randomUUID(),
  complexId: crypto.randomUUID(),
  periodId: crypto.randomUUID(),
  apartmentId: crypto.randomUUID(),
  month: '2026-10',
  number: 'TC-HN-2026-10-00001',
  status: 'issued',
  lines: [
    {
      feeTypeId: 'ql',
      name: '=cmd|calc',
      quantity: 70,
      measure: 'm2',
      unitPrice: 12_000,
      amount: 840_000,
    },
    {
      feeTypeId: 'nuoc',
      name: 'Tiền nước',
      quantity: 15,
      measure: 'm3',
      unitPrice: null,
      amount: 134_500,
      reading: { previous: 100, current: 115, consumption: 15 },
      settlePriority: 1,
    },
  ],
  charges: 974_500,
  previousBalance: 120_000,
  credits: 0,
  amountDue: 1_094_500,
  creditCarried: 0,
  flaggedLines: 0,
  paymentsCounted: 0,
  dueDate: '2026-11-15',
  issuedAt: '2026-11-02T02:00:00.000Z',
  version: 3,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
  deletedAt: null,
};

it('a period for the accountant parses back: a row a notice and a row a line, đồng as numbers, formulas inert, what is paid and owed by line in the board’s order', async () => {
  const workbook = new ExcelJS.Workbook();
  // 500.000 ₫ paid: last month's 120.000 first, then water (the board's first fee), then the rest.
  const notice = { invoice, unitNumber: 'A1-207', paid: 500_000 };
  await workbook.xlsx.load(await workbookOf(periodSheets([notice])));
  const notices = workbook.getWorksheet('Thông báo phí');
  expect((notices?.getRow(2).values as unknown[]).slice(1, 10)).toEqual([
    'A1-207',
    'TC-HN-2026-10-00001',
    'Đã phát hành',
    974_500,
    120_000,
    0,
    1_094_500,
    500_000,
    594_500,
  ]);
  const lines = workbook.getWorksheet('Chi tiết');
  expect(lines?.rowCount).toBe(3);
  const first = (lines?.getRow(2).values as unknown[]).slice(1);
  expect(first[2]).toBe("'=cmd|calc");
  expect(first.slice(3, 9)).toEqual([70, 'm²', 12_000, 840_000, 245_500, 594_500]);
  expect((lines?.getRow(3).values as unknown[]).slice(1, 11)).toEqual([
    'A1-207',
    'TC-HN-2026-10-00001',
    'Tiền nước',
    15,
    'm³',
    undefined,
    134_500,
    134_500,
    0,
    100,
  ]);
  // A draft has paid nothing yet: those cells stay empty.
  const draft = { ...notice, invoice: { ...invoice, status: 'draft' as const }, paid: null };
  const drafted = new ExcelJS.Workbook();
  await drafted.xlsx.load(await workbookOf(periodSheets([draft])));
  const draftLine = drafted.getWorksheet('Chi tiết')?.getRow(2).values as unknown[];
  expect(draftLine[7]).toBe(840_000);
  expect(draftLine[8]).toBeUndefined();
});
