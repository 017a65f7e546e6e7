import { parseString } from '@fast-csv/parse';
import { limits, messages } from '@chungcu/contracts';
import { ApiFailure, validationFailure } from '../services/errors';
import { cellText, withinColumns } from './cell-text';
import { readXlsx } from './read-xlsx';

/** A sheet as an import reads it: the header row's texts and each data row's, by line. */
export interface SheetRows {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

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
    add(line: number, read: string[]) {
      if (read.every((cell) => cell === '')) return;
      const cells = withinColumns(read);
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

/** The first sheet of an .xlsx (`readXlsx`: bounded as it inflates, see `limits.importWorkbook`). */
async function readXlsxRows(bytes: Buffer): Promise<SheetRows> {
  const { sheet, add } = collector();
  await readXlsx(bytes, add);
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
 * or one of headers only, is refused as empty; a workbook past `limits.importWorkbook` (a zip
 * bomb) is refused as it inflates, with nothing of it kept.
 */
export async function readSheet(bytes: Buffer): Promise<SheetRows> {
  if (bytes.length === 0) throw validationFailure(messages.import.empty);
  const isZip = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  let sheet: SheetRows;
  try {
    sheet = isZip ? await readXlsxRows(bytes) : await readCsv(bytes);
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw validationFailure(messages.import.notASheet);
  }
  if (sheet.rows.length === 0) throw validationFailure(messages.import.empty);
  return sheet;
}
