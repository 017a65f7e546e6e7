/**
 * Import bench (`npm run bench`, alone: `npm run bench:imports -w sync-server`): a sheet of
 * 5,000 units with 20 bad rows (rule S29), on PGlite and PostgreSQL. Times reading the .xlsx,
 * the preview (read, plan in memory; the target: under 5 s), the confirm (one write
 * transaction) and a second confirm of the same file (nothing to write); then zip bombs, each
 * refused as it inflates (README "Security"): the time and the memory each cost. Figures, not
 * assertions.
 *   BENCH_IMPORT_ROWS=5000 npx tsx bench/imports.ts
 */
import ExcelJS from 'exceljs';
import { importColumns } from '@chungcu/contracts';
import { readSheet } from '../src/imports/read-sheet';
import { ApiFailure } from '../src/services/errors';
import { createImportsService } from '../src/services/imports.service';
import {
  bombWorkbook,
  longTextChunk,
  manyStringsChunk,
  sharedStringsPart,
  sheetPart,
} from '../test/zip-bombs';
import { openBenchDatabases } from './databases';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const BAD_EVERY = Math.max(1, Math.floor(ROWS / 20));
const TARGET_MS = 5000;
const actor = { userId: 'admin-001', role: 'admin' as const, email: 'admin@chungcu.demo' };

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const figure = (label: string, took: number, target?: number) =>
  console.log(
    `  ${label.padEnd(34)} ${(took / 1000).toFixed(2).padStart(7)} s` +
      (target
        ? `   (target < ${(target / 1000).toFixed(0)} s: ${took < target ? 'met' : 'MISSED'})`
        : ''),
  );

/** The units template's columns, ROWS rows, every BAD_EVERY-th with floor 0 (refused). */
async function sheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Căn hộ');
  ws.addRow(importColumns.units.map((c) => c.headers[0]));
  for (let i = 0; i < ROWS; i++) {
    const block = i % 2 ? 'A' : 'B';
    const floor = i % BAD_EVERY === 0 ? 0 : (i % 30) + 1;
    ws.addRow([`${block}-${i + 1}`, block, floor, 2, 1, 70, 8500000, 'Còn trống', '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const MB = 1024 * 1024;
const oneString: [string, string] = ['<si><t>', '</t></si>'];
const bombs: [string, () => Buffer][] = [
  ['shared strings to 900 MB', () => bombWorkbook(sharedStringsPart(manyStringsChunk, 900))],
  [
    'one 1.5 GB string',
    () => bombWorkbook(sharedStringsPart(longTextChunk, 1150, { around: oneString })),
  ],
  [
    '900 MB declared as 4 MB',
    () => bombWorkbook(sharedStringsPart(manyStringsChunk, 900, { declaredSize: 4 * MB })),
  ],
  [
    '1.5 GB string declared as 40 MB',
    () =>
      bombWorkbook(
        sharedStringsPart(longTextChunk, 1150, { around: oneString, declaredSize: 40 * MB }),
      ),
  ],
  [
    'a cell at XFD in 9,999 rows',
    () =>
      bombWorkbook(
        sharedStringsPart('', 0),
        sheetPart(
          '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="XFD2" t="s"><v>1</v></c></row>',
          9999,
        ),
      ),
  ],
];

/** Each bomb read as an import reads it: the time to its refusal and the memory it took. */
async function readBombs() {
  console.log('Zip bombs (file size; time to the answer, resident memory grown, the answer)');
  for (const [label, make] of bombs) {
    const bytes = make();
    const before = process.memoryUsage.rss();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const start = process.hrtime.bigint();
    const answer = await readSheet(bytes).then(
      () => 'read (NOT refused)',
      (error: unknown) => (error instanceof ApiFailure ? String(error.status) : String(error)),
    );
    const took = ms(start);
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    const grew = `+${((peak - before) / MB).toFixed(0)} MB`;
    const name = `${label} (${(bytes.length / MB).toFixed(1)} MB)`;
    console.log(
      `  ${name.padEnd(42)} ${(took / 1000).toFixed(2)} s  ${grew.padStart(7)}  ${answer}`,
    );
  }
}

async function main() {
  const bytes = await sheet();
  console.log(
    `Import of ${ROWS} units (${Math.ceil(ROWS / BAD_EVERY)} bad), ${(bytes.length / 1024).toFixed(0)} KB .xlsx`,
  );
  let start = process.hrtime.bigint();
  await readSheet(bytes);
  figure('read the .xlsx (streamed)', ms(start));
  await readBombs();
  for (const { name, db, close } of await openBenchDatabases()) {
    console.log(name);
    const complexId = (await db('complexes').first('id')).id as string;
    const imports = createImportsService(db);
    start = process.hrtime.bigint();
    const preview = await imports.preview(actor, complexId, 'units', bytes);
    figure('preview', ms(start), TARGET_MS);
    start = process.hrtime.bigint();
    const confirmed = await imports.confirm(actor, complexId, 'units', bytes);
    figure(`confirm (${confirmed.counts.new} new)`, ms(start));
    start = process.hrtime.bigint();
    const again = await imports.confirm(actor, complexId, 'units', bytes);
    figure(`same file again (${again.counts.unchanged} unchanged)`, ms(start));
    start = process.hrtime.bigint();
    await imports.preview(actor, complexId, 'units', bytes);
    figure('preview over 5,000 existing units', ms(start), TARGET_MS);
    console.log(`  counts: ${JSON.stringify(preview.counts)}`);
    await close();
  }
}

await main();
