import yauzl, { type Entry } from 'yauzl';
import { limits, messages } from '@chungcu/contracts';
import { validationFailure } from '../services/errors';

const { unzippedBytes, ratio, ratioFromBytes, parts } = limits.importWorkbook;

/** An .xlsx past `limits.importWorkbook`: refused whole, with nothing of it kept. */
export const workbookUnusual = () =>
  validationFailure(messages.import.workbookUnusual(unzippedBytes / (1024 * 1024)));

/** An .xlsx's parts by name, each inflated only when read and only within the limits. */
export interface WorkbookZip {
  has(name: string): boolean;
  /** The part's bytes as they inflate, a zlib chunk (16 KB) at a time. */
  read(name: string): AsyncIterable<Buffer>;
}

/**
 * Opens an .xlsx by its zip's central directory and refuses it before anything inflates when
 * its parts are too many, their declared sizes add up past the limit, or one part inflates
 * more than `ratio` times. Part names are OPC names, compared without case; yauzl refuses
 * absolute or `..` names, and a name twice is refused here (two readers could see two files).
 *
 * Declared sizes may lie, so `read` counts the bytes that really inflate: a part past its own
 * declared size, or all parts read past the limit, stops at once. Together with the directory
 * check this bounds what one import inflates to `unzippedBytes` (and one zlib chunk), whatever
 * the headers say. Parts the reader never asks for are never inflated.
 */
export async function openWorkbookZip(bytes: Buffer): Promise<WorkbookZip> {
  // Sizes are checked below, with our message; yauzl's own check would answer a bare Error.
  const zip = await yauzl.fromBufferPromise(bytes, {
    lazyEntries: true,
    validateEntrySizes: false,
  });
  if (zip.entryCount > parts) throw workbookUnusual();
  const entries = new Map<string, Entry>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName.toLowerCase();
    declared += entry.uncompressedSize;
    const inflates = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entries.has(name) || declared > unzippedBytes) throw workbookUnusual();
    if (entry.uncompressedSize > ratioFromBytes && inflates > ratio) throw workbookUnusual();
    entries.set(name, entry);
  }
  let inflated = 0;
  return {
    has: (name) => entries.has(name.toLowerCase()),
    async *read(name) {
      const entry = entries.get(name.toLowerCase());
      if (!entry) return;
      let own = 0;
      // Leaving the loop early (a limit, a parse error) destroys the stream and its inflater.
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        const bytes: Buffer = chunk;
        own += bytes.length;
        inflated += bytes.length;
        if (own > entry.uncompressedSize || inflated > unzippedBytes) throw workbookUnusual();
        yield bytes;
      }
    },
  };
}
