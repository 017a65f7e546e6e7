import ExcelJS from 'exceljs';
import { neutraliseFormula } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { meterExportWorkbook } from './meter-export';

it('OWASP: text that a spreadsheet would run as a formula gets a leading apostrophe', () => {
  for (const text of ['=1+1', '+84', '-2', '@SUM(A1)', '\tx', '\rx', '＝1+1']) {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  }
  for (const text of ['A1-0301', 'NA-0301', 'Nước (m³)', '', "'quoted"]) {
    expect(neutraliseFormula(text)).toBe(text);
  }
});

it('the export writes unit numbers, blocks and serials beginning with = + - @ as inert text', async () => {
  const buffer = await meterExportWorkbook('2026-10', [
    {
      unit: '=HYPERLINK("http://x","A1")',
      block: '@A',
      kind: 'water',
      serial: '-2+3',
      previous: -1,
      current: 4,
      consumption: 5,
      unusual: false,
    },
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const row = workbook.worksheets[0]?.getRow(2);
  expect((row?.values as unknown[]).slice(1)).toEqual([
    `'=HYPERLINK("http://x","A1")`,
    "'@A",
    'Nước (m³)',
    "'-2+3",
    -1,
    4,
    5,
    'Không',
  ]);
  for (let column = 1; column <= 8; column++) {
    expect(row?.getCell(column).type).not.toBe(ExcelJS.ValueType.Formula);
  }
});
