import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on the first workbook written rather than at start: it and its zip libraries
 * are a fifth of the server's start (about 0.3 s of CPU of 1.8), for calls that only the
 * office's exports make (imports are read by `imports/read-xlsx.ts`).
 */
export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
