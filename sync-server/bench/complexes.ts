/**
 * Many complexes bench (`npm run bench`, alone: `npm run bench:complexes -w sync-server`): one
 * installation of 50 complexes with 2,000 units each (and their residents and requests), on
 * PGlite and PostgreSQL. Times, through the real change feed (`readChanges`, the statement the
 * HTTP call runs):
 * - the first sync (every page from 0) of a staff member of ONE complex, of the company
 *   administrator (everything) and of a resident;
 * - a pull after one write in each complex, for each of them;
 * and prints the plan PostgreSQL chooses for the staff member's page. The cost of a staff pull
 * should follow the rows of their complex, not the installation's. Figures, not assertions.
 *   BENCH_COMPLEXES=50 BENCH_UNITS=2000 npx tsx bench/complexes.ts
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database';
import { type Viewer, viewerBindings } from '../src/db/visibility';
import { insertLargeData } from '../src/demo/large-data';
import { changesStatement, readChanges } from '../src/sync/change-feed';
import { nextVersion } from '../src/sync/version-clock';
import { openBenchDatabases } from './databases';

const COMPLEXES = Number(process.env.BENCH_COMPLEXES ?? 50);
const UNITS = Number(process.env.BENCH_UNITS ?? 2000);
const PAGE = 1000;
/** The complex the staff member serves and the resident lives in: one in the middle. */
const SERVED = Math.floor(COMPLEXES / 2);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;

interface Installation {
  complexIds: string[];
  resident: Viewer;
}

/** The complexes (one version each, from the clock) and, per complex, units, residents, requests. */
async function fill(db: Db): Promise<Installation> {
  const complexIds: string[] = [];
  for (let i = 0; i < COMPLEXES; i++) {
    const id = randomUUID();
    await db.transaction(async (trx) => {
      await trx('complexes').insert({
        id,
        version: await nextVersion(trx),
        code: `BENCH-${String(i + 1).padStart(2, '0')}`,
        name: `Khu đô thị thử nghiệm ${i + 1}`,
        address: `${i + 1} Đường Nguyễn Văn Linh, Quận 7, TP.HCM`,
      });
    });
    await insertLargeData(db, { apartments: UNITS, residents: UNITS, inquiries: UNITS }, id);
    complexIds.push(id);
  }
  // A resident of the served complex, living in one of its units now (an assignment of their own).
  const served = complexIds[SERVED] as string;
  const person = await db('residents').where({ complex_id: served }).first('id', 'email');
  const home = await db('apartments').where({ complex_id: served }).first('id');
  await db.transaction(async (trx) => {
    await trx('apartment_assignments').insert({
      id: randomUUID(),
      version: await nextVersion(trx),
      complex_id: served,
      apartment_id: home.id,
      resident_id: person.id,
      is_primary: true,
      move_in_date: new Date(),
    });
  });
  return { complexIds, resident: { userId: 'resident-bench', email: person.email as string } };
}

/** Every page from `since` until the feed has no more: rows, pages and time. */
async function pullAll(db: Db, viewer: Viewer | null, since = 0) {
  const start = process.hrtime.bigint();
  let cursor = since;
  let rows = 0;
  let pages = 0;
  for (;;) {
    const page = await readChanges(db, { since: cursor, limit: PAGE }, viewer);
    rows += page.changes.length;
    pages++;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { rows, pages, ms: ms(start), cursor };
}

/** One write in every complex: a request's status, with a new version from the clock. */
async function writeInEachComplex(db: Db, complexIds: readonly string[]) {
  for (const complexId of complexIds) {
    await db.transaction(async (trx) => {
      const inquiry = await trx('inquiries').where({ complex_id: complexId }).first('id');
      await trx('inquiries')
        .where({ id: inquiry.id })
        .update({ status: 'in_progress', version: await nextVersion(trx) });
    });
  }
}

async function explainPage(db: Db, viewer: Viewer, table: string): Promise<string[]> {
  const result = await db.raw(
    `explain (analyze, costs off, timing off) ${changesStatement(viewer)}`,
    {
      since: 0,
      take: PAGE + 1,
      ...viewerBindings(viewer),
    },
  );
  const lines = ((result.rows ?? result) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']);
  const at = lines.findIndex((l) => l.includes(` on ${table} `));
  return lines.slice(Math.max(0, at - 1), at + 6);
}

async function main() {
  for (const { name, db, close } of await openBenchDatabases()) {
    try {
      const fillStart = process.hrtime.bigint();
      const { complexIds, resident } = await fill(db);
      // What autovacuum does after a bulk load (insert-triggered, PostgreSQL 13+): statistics, and
      // the visibility map that lets the feed read its page from the indexes alone.
      await db.raw('vacuum analyze');
      const total = COMPLEXES * UNITS * 3;
      console.log(
        `\n${name}: ${COMPLEXES} complexes × ${UNITS} units (${total.toLocaleString('en')} rows with residents and requests), filled in ${seconds(ms(fillStart))}`,
      );
      const viewers: [string, Viewer | null][] = [
        [
          'staff of 1 complex   ',
          { userId: 'staff-bench', email: null, complexIds: [complexIds[SERVED] as string] },
        ],
        ['company administrator', null],
        ['resident             ', resident],
      ];
      const cursors = new Map<string, number>();
      for (const [who, viewer] of viewers) {
        const first = await pullAll(db, viewer);
        cursors.set(who, first.cursor);
        console.log(
          `  first sync  ${who}  ${first.rows.toLocaleString('en').padStart(8)} rows in ${String(first.pages).padStart(4)} pages  ${seconds(first.ms).padStart(8)}  (${(first.ms / first.pages).toFixed(1)} ms a page)`,
        );
      }
      await writeInEachComplex(db, complexIds);
      for (const [who, viewer] of viewers) {
        const since = cursors.get(who) ?? 0;
        const runs: number[] = [];
        let rows = 0;
        for (let i = 0; i < 20; i++) {
          const pull = await pullAll(db, viewer, since);
          runs.push(pull.ms);
          rows = pull.rows;
        }
        runs.sort((a, b) => a - b);
        console.log(
          `  pull after 1 write per complex  ${who}  ${String(rows).padStart(3)} rows  p50 ${runs[10]?.toFixed(1)} ms`,
        );
      }
      if (name === 'PostgreSQL') {
        // One table stands for the others: a unit's rows for staff, a request's for a resident.
        console.log('  plan of the staff member’s first page, apartments:');
        const staff = viewers[0]?.[1] as Viewer;
        for (const line of await explainPage(db, staff, 'apartments')) console.log(`    ${line}`);
        console.log('  plan of the resident’s first page, inquiries:');
        for (const line of await explainPage(db, resident, 'inquiries')) console.log(`    ${line}`);
      }
    } finally {
      await close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
