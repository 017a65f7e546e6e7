import { Readable } from 'node:stream';
import { parseString } from '@fast-csv/parse';
import { limits, messages } from '@chungcu/contracts';
import { ApiFailure, validationFailure } from '../services/errors';
import { loadExcel } from '../services/excel';

/** A sheet as an import reads it: the header row's texts and each data row's, by line. */
export interface SheetRows {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Leading characters `neutraliseFormula` guards with an apostrophe on export. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's value as text: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().replace(NEUTRALISED, (m) => m.slice(1));
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // Excel dates carry no zone: exceljs answers the day at UTC midnight.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : iso(value);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) {
      return cellText(cell.richText.map((part: { text?: string }) => part.text ?? '').join(''));
    }
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

/** Rows past the limit stop the reading at once: a huge sheet is never held whole. */
function tooManyRows(): never {
  throw validationFailure(messages.import.tooManyRows(limits.importMaxRows));
}

/** Keeps the first non-empty row as the headers and the non-empty rows after it as data. */
function collector() {
  const sheet: SheetRows = { headers: [], rows: [] };
  let headed = false;
  return {
    sheet,
    add(line: number, cells: string[]) {
      if (cells.every((cell) => cell === '')) return;
      if (!headed) {
        headed = true;
        sheet.headers = cells;
        return;
      }
      if (sheet.rows.length >= limits.importMaxRows) tooManyRows();
      sheet.rows.push({ line, cells });
    },
  };
}

/** The first worksheet of an .xlsx, read as a stream (exceljs `WorkbookReader`). */
async function readXlsx(bytes: Buffer): Promise<SheetRows> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date cell from a number.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const { sheet, add } = collector();
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
      add(row.number, cells);
    }
    break;
  }
  return sheet;
}

/**
 * The first worksheet read whole: the streaming reader's zip parser now and then gives up on a
 * sound file under load, and the bytes (at most `importMaxBytes`) are in memory anyway.
 */
async function readXlsxWhole(bytes: Buffer): Promise<SheetRows> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const { sheet, add } = collector();
  workbook.worksheets[0]?.eachRow((row, line) => {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let column = 1; column < values.length; column++) cells.push(cellText(values[column]));
    add(line, cells);
  });
  return sheet;
}

/** The delimiter the header line uses: Excel in Vietnamese locales saves CSV with ';'. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0 || text.length);
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a));
  return candidates[0] as string;
}

/** A CSV file in UTF-8 (a byte order mark is allowed), comma, semicolon or tab separated. */
async function readCsv(bytes: Buffer): Promise<SheetRows> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw validationFailure(messages.import.notASheet);
  }
  if (text.includes('\u0000')) throw validationFailure(messages.import.notASheet);
  const { sheet, add } = collector();
  let line = 0;
  await new Promise<void>((resolve, reject) => {
    parseString<string[], string[]>(text, { delimiter: delimiterOf(text), ignoreEmpty: false })
      .on('data', (cells: string[]) => {
        line++;
        try {
          add(
            line,
            cells.map((cell) => cellText(cell)),
          );
        } catch (error) {
          reject(error);
        }
      })
      .on('error', () => reject(validationFailure(messages.import.notASheet)))
      .on('end', () => resolve());
  });
  return sheet;
}

/**
 * Reads an uploaded sheet: an .xlsx (known by its zip signature, whatever it is called) or
 * else CSV text. Anything unreadable is 400 with the message, never a crash; an empty sheet,
 * or one of headers only, is refused as empty.
 */
export async function readSheet(bytes: Buffer): Promise<SheetRows> {
  if (bytes.length === 0) throw validationFailure(messages.import.empty);
  const isZip = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  let sheet: SheetRows;
  try {
    sheet = isZip ? await readXlsx(bytes).catch(() => readXlsxWhole(bytes)) : await readCsv(bytes);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw validationFailure(messages.import.notASheet);
  }
  if (sheet.rows.length === 0) throw validationFailure(messages.import.empty);
  return sheet;
}
