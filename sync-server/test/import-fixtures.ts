import ExcelJS from 'exceljs';
import {
  type ImportKind,
  type ImportResult,
  importContentTypes,
  importPaths,
} from '@chungcu/contracts';
import { expect } from 'vitest';
import type { Agent } from './complex-fixtures';

export type Cells = (string | number | Date | null)[];

/** An .xlsx of one sheet: the header row, then the rows. */
export async function xlsxOf(headers: string[], rows: Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Nhập');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text in UTF-8 with a byte order mark, as Excel saves it; cells quoted. */
export function csvOf(headers: string[], rows: Cells[], delimiter = ','): Buffer {
  const quote = (cell: string | number | Date | null) =>
    `"${String(cell ?? '').replace(/"/g, '""')}"`;
  const lines = [headers, ...rows].map((row) => row.map(quote).join(delimiter));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Posts a sheet to the preview or confirm of `kind` in `complexId`. */
export function postSheet(
  agent: Agent,
  step: 'preview' | 'confirm',
  complexId: string,
  kind: ImportKind,
  bytes: Buffer,
  type: string = importContentTypes.xlsx,
) {
  return agent.post(importPaths[step](complexId, kind)).set('Content-Type', type).send(bytes);
}

/** A successful preview or confirm's answer. */
export async function imported(
  agent: Agent,
  step: 'preview' | 'confirm',
  complexId: string,
  kind: ImportKind,
  bytes: Buffer,
  type?: string,
): Promise<ImportResult> {
  const res = await postSheet(agent, step, complexId, kind, bytes, type);
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
  return res.body as ImportResult;
}

export const unitHeaders = [
  'Căn hộ',
  'Tòa',
  'Tầng',
  'Phòng ngủ',
  'Phòng tắm',
  'Diện tích (m²)',
  'Giá thuê (đ/tháng)',
  'Trạng thái',
];

/** A valid unit row for `unitHeaders`. */
export const unitRow = (n: number, block = 'A'): Cells => [
  `${block}-${n}`,
  block,
  (n % 30) + 1,
  2,
  1,
  70,
  8500000,
  'Còn trống',
];

export const residentHeaders = [
  'Họ và tên',
  'Số CCCD',
  'Điện thoại',
  'Email',
  'Giới tính',
  'Ngày sinh',
];

/** A valid resident row for `residentHeaders`. */
export const residentRow = (n: number): Cells => [
  `Nguyễn Văn Số${n}`,
  `079${String(n).padStart(9, '0')}`,
  `09${String(n).padStart(8, '0')}`,
  `cu.dan.${n}@example.vn`,
  n % 2 ? 'Nam' : 'Nữ',
  '15/03/1985',
];
