import { limits, messages } from '@chungcu/contracts';
import { validationFailure } from '../services/errors';

/** Leading characters `neutraliseFormula` guards with an apostrophe on export. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's value as text: numbers as written, dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().replace(NEUTRALISED, (m) => m.slice(1));
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // Excel dates carry no zone: the day is read at UTC midnight.
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

const { importMaxColumns } = limits;
const tooManyColumns = () => validationFailure(messages.import.tooManyColumns(importMaxColumns));

/**
 * Puts a cell's text in its 1-based column of a row. Cells past `importMaxColumns` may only be
 * empty: a row is never spread wider than that, whatever column a cell names (`XFD1`).
 */
export function placeCell(cells: string[], column: number, text: string): void {
  if (text === '') return;
  if (column > importMaxColumns) throw tooManyColumns();
  while (cells.length < column - 1) cells.push('');
  cells[column - 1] = text;
}

/** A read row's cells, those past `importMaxColumns` (all empty, or refused) left off. */
export function withinColumns(cells: string[]): string[] {
  if (cells.length <= importMaxColumns) return cells;
  if (cells.slice(importMaxColumns).some((cell) => cell !== '')) throw tooManyColumns();
  return cells.slice(0, importMaxColumns);
}
