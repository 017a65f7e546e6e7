import {
  type ImportCounts,
  type ImportKind,
  type ImportMapping,
  type ImportRowResult,
  toIssues,
  findUnstorableText,
  messages,
  mutationArgs,
  uuidv7,
} from '@chungcu/contracts';
import type { ZodError } from 'zod';
import {
  type Actor,
  type RegisteredName,
  MutationError,
  findMutator,
  invalid,
} from '@chungcu/mutations';
import { unstorableTextFailure } from '../services/errors';
import { type Snapshot, memoryTx } from './memory-tx';
import { rowFields } from './row-fields';
import type { RowContext } from './kind-rules';
import { importRules } from './rules';
import type { SheetRows } from './read-sheet';

/** One named mutation a row makes, its arguments parsed. */
export interface PlannedWrite {
  name: RegisteredName;
  args: unknown;
}

/** What one row comes to: its result for the preview, and the writes the confirm makes. */
export interface PlannedRow {
  result: ImportRowResult;
  writes: PlannedWrite[];
}

/** A row's every fault (a sheet's row is corrected once, not once per fault). */
class RowFaults extends MutationError {
  constructor(readonly faults: string[]) {
    super('validation', faults.join('; '));
  }
}

/** Each field's message, once each, in the fields' order. */
const faultsOf = (error: ZodError): string[] => [
  ...new Set(toIssues(error).map((issue) => issue.message)),
];

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/** A refusal's message; anything else is a fault and goes on up. */
function reasonOf(error: unknown): string {
  if (error instanceof MutationError) return error.message;
  throw error;
}

/**
 * Plans an import (rule S29): each data row, in the sheet's order, runs its kind's named
 * mutations over the complex's rows in memory (`memoryTx`), so a row sees the rows before it.
 * A refused row is an error with the form's message and leaves nothing behind; a row whose key
 * an earlier row has is an error too. Nothing here touches the database.
 */
export async function planImport(options: {
  kind: ImportKind;
  sheet: SheetRows;
  mapping: ImportMapping[];
  snapshot: Snapshot;
  actor: Actor;
  complexId: string;
  now: string;
}): Promise<{ rows: PlannedRow[]; counts: ImportCounts }> {
  const { kind, sheet, mapping, actor, complexId, now } = options;
  const memory = memoryTx(options.snapshot, actor, now);
  const rules = importRules[kind];
  let writes: PlannedWrite[] = [];

  const run = async <R>(name: RegisteredName, args: Record<string, unknown>): Promise<R> => {
    const mutator = findMutator(name);
    if (!mutator) throw new Error(`No mutation ${name}`);
    const unstorable = findUnstorableText(args);
    if (unstorable) throw invalid(unstorableTextFailure(unstorable).message);
    const parsed = mutationArgs[name].safeParse(args);
    if (!parsed.success) throw new RowFaults(faultsOf(parsed.error));
    const result = (await mutator.run(memory.tx, parsed.data as never)) as R;
    writes.push({ name, args: parsed.data });
    return result;
  };
  const ctx: RowContext = {
    tx: memory.tx,
    complexId,
    now,
    newId: uuidv7,
    run,
    async update(name, before, fields) {
      const kept = writes;
      const after = await memory.attempt(
        () => run<Record<string, unknown>>(name, { ...fields, id: before.id }),
        false,
      );
      writes = kept.filter((w) => w.name !== name || (w.args as { id: string }).id !== before.id);
      const changed = Object.keys(fields).filter((field) =>
        differs((before as Record<string, unknown>)[field], after[field]),
      );
      if (changed.length === 0) return { status: 'unchanged' };
      const patch = Object.fromEntries(changed.map((field) => [field, fields[field]]));
      await run(name, { ...patch, id: before.id });
      return { status: 'changed', fields: changed };
    },
  };

  const counts: ImportCounts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  const firstLineOf = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const { line, cells } of sheet.rows) {
    const fields = rowFields(kind, mapping, cells);
    const key = rules.keyOf(fields);
    writes = [];
    let result: ImportRowResult;
    try {
      const earlier = key ? firstLineOf.get(key) : undefined;
      if (earlier !== undefined) throw invalid(messages.import.duplicateRow(earlier));
      const decision = await memory.attempt(() => rules.decide(ctx, fields));
      if (key) firstLineOf.set(key, line);
      result = { row: line, key, ...decision };
    } catch (error) {
      const faults = error instanceof RowFaults ? error.faults : [reasonOf(error)];
      const reason = faults.join('; ');
      result = { row: line, key, status: 'error', error: reason, errors: faults, cells };
      writes = [];
    }
    counts[result.status]++;
    planned.push({ result, writes });
  }
  return { rows: planned, counts };
}
