import { neutraliseFormula, vietnamDate } from '@chungcu/contracts';
import { downloadBlob } from './download';

/** One column of an exported sheet: its Vietnamese header and what a row puts in it. */
export interface SheetColumn<T> {
  header: string;
  /** Text (neutralised), a number (kept a number so Excel sums it), an instant, or nothing. */
  value(row: T): string | number | Date | null | undefined;
  /** Characters wide; 16 unless given. */
  width?: number;
}

export interface Sheet<T> {
  name: string;
  columns: readonly SheetColumn<T>[];
  rows: readonly T[];
}

/** Vietnamese dates as the office reads them (dd/MM/yyyy) in Excel's own format language. */
const DATE_FORMAT = 'dd/mm/yyyy';
/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/**
 * The day an instant falls on in Hà Nội (whatever the device's zone, as every screen shows it) as
 * a date Excel shows unshifted: Excel dates carry no zone, so the cell holds that day at UTC midnight.
 */
export function calendarDay(instant: Date): Date {
  return new Date(`${vietnamDate(instant)}T00:00:00Z`);
}

/** An ISO instant as a cell's date, or nothing when absent or unreadable. */
export function dateCell(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : calendarDay(new Date(time));
}

/**
 * A workbook of one sheet per `sheets` entry (exceljs, loaded only when someone exports): a bold
 * header row that stays in view with filters, text that a spreadsheet would run as a formula
 * made inert (`neutraliseFormula`), numbers as numbers, dates as dd/MM/yyyy dates.
 */
export async function workbookOf(sheets: readonly Sheet<never>[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ChungCư';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheetName(sheet.name), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = sheet.columns.map((c) => ({
      header: neutraliseFormula(c.header),
      width: c.width ?? 16,
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(
        sheet.columns.map((c) => {
          const value = c.value(row);
          return typeof value === 'string' ? neutraliseFormula(value) : (value ?? null);
        }),
      );
    }
    sheet.columns.forEach((c, index) => {
      if (sheet.rows.some((row) => c.value(row) instanceof Date)) {
        ws.getColumn(index + 1).numFmt = DATE_FORMAT;
      }
    });
    if (sheet.columns.length > 0) {
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}

/** Typed sheets for `workbookOf` (each keeps its own row type). */
export const sheetOf = <T>(sheet: Sheet<T>): Sheet<never> => sheet as unknown as Sheet<never>;

/** Saves `content` as a file the browser downloads (an .xlsx: its MIME type). */
export function downloadFile(content: ArrayBuffer, fileName: string): void {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  downloadBlob(new Blob([content], { type }), fileName);
}

/** 'yeu-cau-2026-11-27.xlsx': a file name of `stem` and today's date in Hà Nội. */
export function datedFileName(stem: string, now = new Date()): string {
  return `${stem}-${vietnamDate(now)}.xlsx`;
}
