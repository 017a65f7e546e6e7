import { type MeterKind, meterKinds, neutraliseFormula } from '@chungcu/contracts';
import { loadExcel } from './excel';

/** One line of the export: a meter of a unit and its figures for the period. */
export interface ExportRow {
  unit: string;
  block: string;
  kind: MeterKind;
  serial: string;
  previous: number | null;
  current: number | null;
  consumption: number | null;
  /** Null when the meter was not read this period. */
  unusual: boolean | null;
}

/** The sheet's columns, Vietnamese headers as staff read them. */
export const exportHeaders = [
  'Căn hộ',
  'Tòa',
  'Đồng hồ',
  'Số seri',
  'Chỉ số kỳ trước',
  'Chỉ số kỳ này',
  'Tiêu thụ',
  'Bất thường',
] as const;

const unitOf: Record<MeterKind, string> = { water: 'm³', electricity: 'kWh' };

/**
 * The period's readings as an .xlsx workbook (exceljs), one sheet named after the period: a bold
 * header row that stays in view, numbers as numbers (so totals and filters work in Excel), an
 * unread meter's cells left blank, text neutralised (`neutraliseFormula`).
 */
export async function meterExportWorkbook(period: string, rows: readonly ExportRow[]) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ChungCư';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(`Kỳ ${period}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportHeaders.map((header, i) => ({
    header,
    key: `c${i}`,
    width: i < 2 ? 12 : i < 4 ? 16 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      neutraliseFormula(row.unit),
      neutraliseFormula(row.block),
      `${meterKinds.labels[row.kind]} (${unitOf[row.kind]})`,
      neutraliseFormula(row.serial),
      row.previous,
      row.current,
      row.consumption,
      row.unusual === null ? null : row.unusual ? 'Có' : 'Không',
    ]);
  }
  for (const column of [5, 6, 7]) sheet.getColumn(column).numFmt = '#,##0.###';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
