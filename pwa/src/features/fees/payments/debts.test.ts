import ExcelJS from 'exceljs';
import type { Apartment, Assignment, Invoice, Payment } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { workbookOf } from '../../../lib/sheet-export';
import { debtsOf } from './debts';
import { debtSheets } from './debts-export';

const complexId = 'c1';
const row = { complexId, version: 1, createdAt: '', updatedAt: '', deletedAt: null };
const unit = (id: string, unitNumber: string, buildingBlock: string) =>
  ({ ...row, id, unitNumber, buildingBlock }) as Apartment;
/** An issued notice with nothing owed before it: it asks its own charges. */
const notice = (apartmentId: string, month: string, amountDue: number, previousBalance = 0) =>
  ({
    ...row,
    id: `${apartmentId}-${month}`,
    apartmentId,
    month,
    status: 'issued',
    amountDue,
    previousBalance,
    creditCarried: 0,
    paymentsCounted: 0,
    dueDate: `${month}-15`,
  }) as Invoice;
const paid = (apartmentId: string, amount: number) =>
  ({ ...row, id: `p-${apartmentId}`, apartmentId, amount, status: 'matched' }) as Payment;

const rows = {
  apartments: [
    unit('a1', 'A-101', 'A'),
    unit('a2', 'A-102', 'A'),
    unit('b1', 'B-201', 'B'),
    { ...unit('x', 'X-1', 'X'), complexId: 'other' },
  ],
  assignments: [
    { ...row, id: 's1', apartmentId: 'a1', residentId: 'r1', isPrimary: true, moveOutDate: null },
  ] as Assignment[],
  residents: new Map([['r1', { lastName: '=Nguyễn Văn', firstName: 'An' }]]),
  invoices: [
    // 100.000 from July, 80.000 of August on top; 50.000 paid (July's first).
    notice('a1', '2026-07', 100_000),
    notice('a1', '2026-08', 180_000, 100_000),
    // A-102 paid in full; B-201 owes its September notice, not due yet on 10/9.
    notice('a2', '2026-08', 40_000),
    notice('b1', '2026-09', 60_000),
    notice('x', '2026-07', 999_000),
  ],
  payments: [paid('a1', 50_000), paid('a2', 40_000)],
};

it('adds what units owe by age up by block and complex, the units owing most first', () => {
  const debts = debtsOf(rows, complexId, '2026-09-10');
  expect(debts.units.map((d) => [d.unitNumber, d.block, d.primaryName, d.ageing.owed])).toEqual([
    ['A-101', 'A', '=Nguyễn Văn An', 130_000],
    ['B-201', 'B', null, 60_000],
  ]);
  // July's 50.000 is 57 days past due, August's 80.000 is 26.
  expect(debts.units[0]?.ageing).toMatchObject({ upTo30: 80_000, upTo60: 50_000 });
  expect(debts.blocks.map((b) => [b.block, b.ageing.owed])).toEqual([
    ['A', 130_000],
    ['B', 60_000],
  ]);
  expect(debts.complex).toMatchObject({
    upTo30: 140_000,
    upTo60: 50_000,
    upTo90: 0,
    over90: 0,
    owed: 190_000,
    overdue: 130_000,
  });
});

it('the accountant’s sheet: a row per unit owing, đồng as numbers, text made inert', async () => {
  const workbook = new ExcelJS.Workbook();
  const debts = debtsOf(rows, complexId, '2026-09-10');
  await workbook.xlsx.load(await workbookOf(debtSheets(debts.units)));
  const sheet = workbook.getWorksheet('Công nợ');
  expect(sheet?.rowCount).toBe(3);
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Căn hộ',
    'Tòa',
    'Chủ hộ',
    '0–30 ngày',
    '31–60 ngày',
    '61–90 ngày',
    'Trên 90 ngày',
    'Tổng nợ',
  ]);
  expect((sheet?.getRow(2).values as unknown[]).slice(1)).toEqual([
    'A-101',
    'A',
    "'=Nguyễn Văn An",
    80_000,
    50_000,
    0,
    0,
    130_000,
  ]);
});
