import {
  type ImportKind,
  type ImportResult,
  type ImportRowResult,
  importColumns,
  importErrorHeader,
} from '@chungcu/contracts';
import type { Sheet } from '../../lib/sheet-export';
import { importStrings } from './strings';

/**
 * The template of a kind: its columns' Vietnamese headers (the names the import knows first)
 * and one example row, so the office sees what each column takes.
 */
export function templateSheet(kind: ImportKind): Sheet<ImportKind> {
  return {
    name: importStrings.get().kinds[kind],
    rows: [kind],
    columns: importColumns[kind].map((column) => ({
      header: column.headers[0] as string,
      width: Math.max(14, (column.headers[0] as string).length + 4),
      value: () => column.example,
    })),
  };
}

/**
 * The refused rows as the same sheet plus "Lỗi": the file's own headers and cells as read, and
 * the reason, so the office fixes them there and imports that file again.
 */
export function errorSheet(result: ImportResult): Sheet<ImportRowResult> {
  const errors = result.rows.filter((row) => row.status === 'error');
  return {
    name: importStrings.get().errorSheet,
    rows: errors,
    columns: [
      ...result.headers.map((header, index) => ({
        header,
        value: (row: ImportRowResult) => row.cells?.[index] ?? '',
      })),
      { header: importErrorHeader, width: 48, value: (row: ImportRowResult) => row.error ?? '' },
    ],
  };
}
