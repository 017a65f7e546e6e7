import { cellText, placeCell } from './cell-text';
import { locateParts, readDateStyles, readSharedStrings } from './xlsx-parts';
import { appendCapped, parseXml } from './xlsx-xml';
import { openWorkbookZip } from './xlsx-zip';

/** A cell as its XML gives it: type (`t`), style (`s`) and its value's text. */
interface RawCell {
  type: string;
  style: number;
  value: string;
}

/** The column a reference names ("AB12" → 28); 0 when it names none. */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const letter = char.charCodeAt(0) - 64;
    // Past Excel's 16,384 columns a number only needs to be too large.
    if (letter < 1 || letter > 26 || column > 16_384) break;
    column = column * 26 + letter;
  }
  return column;
}

/** Excel's day number as the day at UTC midnight, in the 1900 or 1904 date system. */
const excelDate = (day: number, date1904: boolean) =>
  new Date(Math.round((day - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/** A cell's value: shared or inline text, a boolean, a date (a number in a date style), a number. */
function valueOf(cell: RawCell, strings: string[], dateStyles: boolean[], date1904: boolean) {
  switch (cell.type) {
    case 's':
      return strings[Number.parseInt(cell.value, 10)];
    case 'str':
    case 'inlineStr':
      return cell.value;
    case 'b':
      return cell.value === '' ? '' : Number.parseInt(cell.value, 10) !== 0;
    case 'e':
      return ''; // #N/A and the like: nothing to import
    case 'd':
      return new Date(cell.value);
    default: {
      const number = Number.parseFloat(cell.value);
      return dateStyles[cell.style] ? excelDate(number, date1904) : number;
    }
  }
}

/**
 * Reads the first sheet of an .xlsx, handing each row's cells to `add` as they are read: its
 * styles (which cells are dates) and shared strings first, then the sheet, whatever the zip's
 * order (Excel writes the sheet first). Everything is bounded as it inflates: the zip by
 * `openWorkbookZip`, XML and text by `parseXml`, strings by `readSharedStrings`, a row's width
 * by `placeCell`, rows by `add`; only the shared strings and the rows are kept.
 */
export async function readXlsx(bytes: Buffer, add: (line: number, cells: string[]) => void) {
  const zip = await openWorkbookZip(bytes);
  const parts = await locateParts(zip);
  const dateStyles = await readDateStyles(zip, parts.styles);
  const strings = await readSharedStrings(zip, parts.sharedStrings);
  let line = 0;
  let column = 0;
  let cells: string[] = [];
  let cell: RawCell | undefined;
  let inValue = false;
  let phonetic = false;
  await parseXml(zip.read(parts.sheet), {
    open(name, { r, s, t }) {
      if (name === 'row') {
        const number = Number.parseInt(r ?? '', 10);
        line = number > 0 ? number : line + 1;
        cells = [];
        column = 0;
      } else if (name === 'c') {
        column = columnOf(r ?? '') || column + 1;
        cell = { type: t ?? 'n', style: Number.parseInt(s ?? '0', 10), value: '' };
      } else if (name === 'rPh') phonetic = true;
      // A formula's cached result is its `v`; an inline string's runs are `t`s.
      else if (name === 'v' || name === 't') inValue = cell !== undefined && !phonetic;
    },
    text(text) {
      if (inValue && cell) cell.value = appendCapped(cell.value, text);
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'c' && cell) {
        placeCell(cells, column, cellText(valueOf(cell, strings, dateStyles, parts.date1904)));
        cell = undefined;
      } else if (name === 'row') add(line, cells);
    },
  });
}
