import ExcelJS from 'exceljs';
import {
  type ImportResult,
  importColumns,
  importErrorHeader,
  importKinds,
  matchHeaders,
  messages,
} from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { sheetOf, workbookOf } from '../../lib/sheet-export';
import { errorSheet, templateSheet } from './sheets';

async function readBack(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

it.each(importKinds)(
  'the %s template parses back: headers the import matches, no required column missing',
  async (kind) => {
    const [headers, example] = await readBack(await workbookOf([sheetOf(templateSheet(kind))]));
    expect(headers).toEqual(importColumns[kind].map((c) => c.headers[0]));
    const { mapping, missing, repeated } = matchHeaders(kind, headers as string[]);
    expect(missing).toEqual([]);
    expect(repeated).toEqual([]);
    expect(mapping.every((column) => column.field !== null)).toBe(true);
    expect(example).toHaveLength(headers?.length ?? -1);
  },
);

it('the error sheet is the file’s own columns and its refused rows, plus "Lỗi" with each reason', async () => {
  const result: ImportResult = {
    kind: 'units',
    confirmed: false,
    headers: ['Căn hộ', 'Tòa', 'Tầng', 'Ghi chú riêng'],
    mapping: [],
    counts: { new: 1, changed: 0, unchanged: 0, error: 2 },
    rows: [
      { row: 2, key: 'a-1', status: 'new' },
      {
        row: 3,
        key: 'a-2',
        status: 'error',
        error: messages.apartment.floorMin,
        cells: ['A-2', 'A', '0', '=1+1'],
      },
      {
        row: 4,
        key: '',
        status: 'error',
        error: messages.apartment.unitNumberRequired,
        cells: ['', 'B', '3'],
      },
    ],
  };
  const rows = await readBack(await workbookOf([sheetOf(errorSheet(result))]));
  expect(rows).toEqual([
    ['Căn hộ', 'Tòa', 'Tầng', 'Ghi chú riêng', importErrorHeader],
    // A cell that would run as a formula stays text (neutralised on the way out).
    ['A-2', 'A', '0', "'=1+1", messages.apartment.floorMin],
    ['', 'B', '3', '', messages.apartment.unitNumberRequired],
  ]);
});
