import type { MutationTx, RegisteredName } from '@chungcu/mutations';
import type { RowFields } from './row-fields';

/** The contract between the import's planner (plan.ts) and each kind's rules (rules.ts). */

export interface Decision {
  status: 'new' | 'changed' | 'unchanged';
  fields?: string[];
}

/** What a kind's rule has at hand for one row. */
export interface RowContext {
  tx: MutationTx;
  complexId: string;
  now: string;
  newId(): string;
  /** Runs a named mutation with `args` (parsed by its schema, refused as the form would). */
  run<R = unknown>(name: RegisteredName, args: Record<string, unknown>): Promise<R>;
  /**
   * Updates `before` with the row's fields when any differ, as `name` would store them: the
   * fields it changes, or none (nothing is written for an unchanged row).
   */
  update(
    name: RegisteredName,
    before: object & { id: string },
    fields: RowFields,
  ): Promise<Decision>;
}

/** The rules of one kind: how a row is keyed (for duplicates in the file) and what it does. */
export interface KindRules {
  keyOf(fields: RowFields): string;
  decide(ctx: RowContext, fields: RowFields): Promise<Decision>;
}
