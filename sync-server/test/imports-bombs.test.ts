import { limits, messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { countRows, describeEachDatabase, firstComplexId } from './harness';
import { postSheet } from './import-fixtures';
import {
  bombWorkbook,
  excelLaidOutResidents,
  longTextChunk,
  manyStringsChunk,
  sharedStringsPart,
  sheetPart,
  zipOf,
} from './zip-bombs';

const MB = 1024 * 1024;
const m = messages.import;
const unusual = m.workbookUnusual(limits.importWorkbook.unzippedBytes / MB);
const written = async (db: Db) =>
  (await countRows(db, 'apartments')) +
  (await countRows(db, 'residents')) +
  (await countRows(db, 'audit_log'));
const oneString: [string, string] = ['<si><t>', '</t></si>'];
/** Distinct strings, so they compress as a real list does (about 10 times). */
const numberedStrings = (count: number) =>
  Array.from({ length: count }, (_, i) => `<si><t>Căn ${i}</t></si>`).join('');

/**
 * The call's answer and how far the process's resident memory rose above where it started
 * while the call ran (sampled every 5 ms, and at its end). Memory, not time: a loaded machine
 * is slower, not larger. The worker's garbage is collected first (its files share it): left,
 * the files before this one decided whether the heap grew or collected during the call.
 */
async function withMemoryGrowth<T>(call: () => Promise<T>): Promise<{ answer: T; grew: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const timer = setInterval(sample, 5);
  try {
    const answer = await call();
    sample();
    return { answer, grew: peak - start };
  } finally {
    clearInterval(timer);
  }
}

describeEachDatabase(
  'S29: an .xlsx that unzips past the limits is refused, nothing kept',
  (use) => {
    it.each<[string, () => Buffer, string]>([
      [
        'shared strings unzipping to 900 MB from 3 MB',
        () => bombWorkbook(sharedStringsPart(manyStringsChunk, 900)),
        unusual,
      ],
      [
        'one shared string of 1.5 GB',
        () => bombWorkbook(sharedStringsPart(longTextChunk, 1150, { around: oneString })),
        unusual,
      ],
      [
        'shared strings declared as 4 MB that unzip to 900 MB (sizes lie)',
        () => bombWorkbook(sharedStringsPart(manyStringsChunk, 900, { declaredSize: 4 * MB })),
        unusual,
      ],
      [
        'a 1.5 GB string declared as 40 MB (sizes lie, ratio under the limit)',
        () =>
          bombWorkbook(
            sharedStringsPart(longTextChunk, 1150, { around: oneString, declaredSize: 40 * MB }),
          ),
        unusual,
      ],
      [
        'a 1.5 GB string cut by comments into pieces (each short, the string not)',
        () =>
          bombWorkbook(
            sharedStringsPart('Nguyễn Văn Bình <!---->'.repeat(32_768), 2000, {
              around: oneString,
              declaredSize: 40 * MB,
            }),
          ),
        unusual,
      ],
      [
        '250,000 short shared strings (5 MB, sizes true, inflating under 100 times)',
        () => bombWorkbook(sharedStringsPart(numberedStrings(250_000), 1)),
        unusual,
      ],
      [
        'a part never read that inflates 1,000 times (40 MB from 40 KB)',
        () =>
          bombWorkbook(sharedStringsPart('', 0), sheetPart(), [
            { name: 'xl/media/image1.bin', head: '', chunk: 'x'.repeat(MB), times: 40 },
          ]),
        unusual,
      ],
      [
        'parts declared 60 MB in all, each inflating under 100 times',
        () => bombWorkbook(sharedStringsPart(manyStringsChunk, 250, { declaredSize: 60 * MB })),
        unusual,
      ],
      [
        'more parts than a workbook has (1,001)',
        () => zipOf(Array.from({ length: 1001 }, (_, i) => ({ name: `xl/p${i}.xml`, head: '' }))),
        unusual,
      ],
      [
        'a cell at column XFD in each of 9,999 rows (a row spread 16,384 cells wide)',
        () =>
          bombWorkbook(
            sharedStringsPart('', 0),
            sheetPart(
              '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="XFD2" t="s"><v>1</v></c></row>',
              9999,
            ),
          ),
        m.tooManyColumns(limits.importMaxColumns),
      ],
    ])(
      '%s: 400 with the message, memory grows under 100 MB, nothing written',
      async (_title, file, message) => {
        const { db } = use();
        const complexId = await firstComplexId(db);
        const admin = await use().signIn('admin');
        const bytes = file();
        const before = await written(db);
        for (const step of ['preview', 'confirm'] as const) {
          const { answer, grew } = await withMemoryGrowth(() =>
            postSheet(admin, step, complexId, 'units', bytes),
          );
          expect([answer.status, answer.body.message]).toEqual([400, message]);
          expect(grew).toBeLessThan(100 * MB);
        }
        expect(await written(db)).toBe(before);
      },
    );

    it('S29: a workbook laid out as Excel writes it (sheet before shared strings, prefixes, rich and inline text, a custom date format) is read', async () => {
      const { db } = use();
      const complexId = await firstComplexId(db);
      const admin = await use().signIn('admin');
      const res = await postSheet(
        admin,
        'confirm',
        complexId,
        'residents',
        excelLaidOutResidents(),
      );
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      expect(res.body.headers[0]).toBe('Họ và tên');
      expect(res.body.counts.new).toBe(1);
      const stored = await db('residents').where({ id_card_number: '079000000031' }).first();
      expect(stored.phone).toBe('+84912345678');
      expect(stored.gender).toBe('male');
      expect(new Date(stored.date_of_birth).toISOString()).toBe('1990-01-31T00:00:00.000Z');
    });
  },
);
