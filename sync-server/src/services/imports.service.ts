import {
  type ImportKind,
  type ImportResult,
  isStaffRole,
  matchHeaders,
  messages,
} from '@chungcu/contracts';
import { MutationError, reachesComplex } from '@chungcu/mutations';
import { type ComplexesRepo, createComplexesRepo } from '../db/complexes.repo';
import type { Db, Tx } from '../db/database';
import { type PlannedRow, planImport } from '../imports/plan';
import { type SheetRows, readSheet } from '../imports/read-sheet';
import { rowFields } from '../imports/row-fields';
import { importRules } from '../imports/rules';
import { loadSnapshot } from '../imports/snapshot';
import { type Snapshot, memoryTx } from '../imports/memory-tx';
import { type MutationContext, runMutation } from '../sync/mutation';
import { nextVersions } from '../sync/version-clock';
import { serverTx } from '../sync/server-tx';
import type { Actor } from './actor';
import { conflict, forbidden, notFound, validationFailure } from './errors';
import { type ServerMutations, serverMutationsFor } from './server-mutators';

/** A sheet read and its headers matched; a required column missing is 400 naming it. */
interface Prepared {
  kind: ImportKind;
  complexId: string;
  sheet: SheetRows;
  mapping: ReturnType<typeof matchHeaders>['mapping'];
  /** The meters' serials the sheet names (their rows are read across complexes). */
  serials: string[];
}

const hasWrites = (rows: PlannedRow[]) => rows.some((row) => row.writes.length > 0);

/** Versions taken from the clock a slice at a time: one statement per slice, not per row. */
const VERSION_SLICE = 500;

/**
 * The write's change numbers, in order, from the write's own first one then slices of the
 * clock's (rule S5: every row its own). A slice's unused numbers are a gap in the feed, which
 * readers already step over (a feed page asks for versions above a cursor, never each one).
 */
function versionsFrom(ctx: MutationContext): () => Promise<number> {
  const ready: number[] = [];
  return async () => {
    if (ready.length === 0)
      ready.push(await ctx.nextVersion(), ...(await nextVersions(ctx.trx, VERSION_SLICE - 1)));
    return ready.shift() as number;
  };
}

/**
 * Imports units, residents and meters from a sheet (rule S29). The preview plans every row over
 * the complex's rows in memory and writes nothing; the confirm plans again inside one write
 * transaction and runs the planned named mutations there, the valid rows only. A row that
 * changes nothing writes nothing, so importing the same file twice changes nothing.
 */
export function createImportsService(
  db: Db,
  mutations: ServerMutations = serverMutationsFor(db),
  complexes: ComplexesRepo = createComplexesRepo(db),
) {
  async function prepare(
    actor: Actor,
    complexId: string,
    kind: ImportKind,
    bytes: Buffer,
  ): Promise<Prepared> {
    // Staff only; a complex outside their reach does not exist for them (404, rule S23).
    if (!isStaffRole(actor.role)) throw forbidden();
    if (!reachesComplex(actor, complexId)) throw notFound(messages.complex.notFound);
    if (!(await complexes.findLive(db, complexId))) throw notFound(messages.complex.notFound);
    const sheet = await readSheet(bytes);
    const { mapping, missing, repeated } = matchHeaders(kind, sheet.headers);
    if (missing.length > 0) {
      throw validationFailure(messages.import.missingColumns(missing.join(', ')));
    }
    if (repeated[0] !== undefined) {
      throw validationFailure(messages.import.duplicateColumn(repeated[0]));
    }
    const serials =
      kind === 'meters'
        ? [
            ...new Set(
              sheet.rows
                .map(({ cells }) => importRules.meters.keyOf(rowFields(kind, mapping, cells)))
                .filter(Boolean),
            ),
          ]
        : [];
    return { kind, complexId, sheet, mapping, serials };
  }

  const planOf = (prepared: Prepared, snapshot: Snapshot, actor: Actor) => {
    const { kind, complexId, sheet, mapping } = prepared;
    return { kind, sheet, mapping, snapshot, actor, complexId };
  };

  async function plan(source: Db | Tx, actor: Actor, prepared: Prepared, now: Date) {
    const { kind, complexId, serials } = prepared;
    const snapshot = await loadSnapshot(source, kind, complexId, serials);
    return planImport({ ...planOf(prepared, snapshot, actor), now: now.toISOString() });
  }

  const answer = (
    prepared: Prepared,
    planned: Awaited<ReturnType<typeof plan>>,
    confirmed: boolean,
  ): ImportResult => ({
    kind: prepared.kind,
    confirmed,
    headers: prepared.sheet.headers,
    mapping: prepared.mapping,
    counts: planned.counts,
    rows: planned.rows.map((row) => row.result),
  });

  return {
    /** Every row's result and the counts; nothing is written. */
    async preview(actor: Actor, complexId: string, kind: ImportKind, bytes: Buffer) {
      const prepared = await prepare(actor, complexId, kind, bytes);
      return answer(prepared, await plan(db, actor, prepared, new Date()), false);
    },

    /**
     * Writes the new and changed rows in one transaction, error rows left out; answers as the
     * preview does. A write the plan did not foresee (someone changed the data meanwhile) rolls
     * everything back with 409: preview again.
     */
    async confirm(actor: Actor, complexId: string, kind: ImportKind, bytes: Buffer) {
      const prepared = await prepare(actor, complexId, kind, bytes);
      const outside = await plan(db, actor, prepared, new Date());
      // Nothing to write: no transaction, no version taken.
      if (!hasWrites(outside.rows)) return answer(prepared, outside, true);
      const request = { actor, method: 'POST', path: `imports/${kind}`, body: null };
      const { body } = await runMutation(db, request, async (ctx) => {
        // The clock is taken: no other write commits until this one ends (S6), so the rows
        // read now are the database's, for the plan and for the writes' own reads.
        const snapshot = await loadSnapshot(ctx.trx, kind, complexId, prepared.serials);
        const planned = await planImport({
          ...planOf(prepared, snapshot, actor),
          now: ctx.now.toISOString(),
        });
        const server = serverTx({ ...ctx, nextVersion: versionsFrom(ctx) });
        const { tx } = memoryTx(snapshot, actor, ctx.now.toISOString(), server);
        try {
          for (const row of planned.rows) {
            for (const { name, args } of row.writes)
              await mutations.run(name, ctx, tx, args as never);
          }
        } catch (error) {
          if (error instanceof MutationError) throw conflict(messages.import.changedSincePreview);
          throw error;
        }
        return { status: 200, body: answer(prepared, planned, true) };
      });
      return body as ImportResult;
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
