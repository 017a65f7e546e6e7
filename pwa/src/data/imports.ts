import {
  type ImportKind,
  type ImportResult,
  importContentTypes,
  importPaths,
  importResultSchema,
} from '@chungcu/contracts';
import { NetworkError, httpErrorOf } from '../lib/http';

/** The type a sheet is sent with: CSV by its name or type, else an .xlsx (the server sniffs). */
const contentTypeOf = (file: File) =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv'
    ? importContentTypes.csv
    : importContentTypes.xlsx;

/**
 * Sends a sheet to an import's preview or confirm (rule S29): the file's bytes as the body, the
 * answer parsed with the contracts schema. Errors are the JSON client's: NetworkError when the
 * server cannot be reached, HttpError with the server's Vietnamese message otherwise.
 */
export async function sendImport(
  step: 'preview' | 'confirm',
  complexId: string,
  kind: ImportKind,
  file: File,
): Promise<ImportResult> {
  let response: Response;
  let text: string;
  try {
    response = await globalThis.fetch(importPaths[step](complexId, kind), {
      method: 'POST',
      headers: { 'Content-Type': contentTypeOf(file), Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    text = await response.text();
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw httpErrorOf(response.status, text, response.statusText);
  return importResultSchema.parse(JSON.parse(text));
}
