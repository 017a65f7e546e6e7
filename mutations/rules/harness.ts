import type { ErrorCode, MutationArgsInput } from '@chungcu/contracts';
import type { EntityName, RegisteredName, RowOf } from '../src';

/** Who runs a mutation in a rules test: the demo admin, or the demo resident user. */
export type RulesActor = 'admin' | 'resident';

/**
 * One place a mutation runs, as the rules suites see it: the device (over its mirror) or the
 * server (inside its write transaction). The suites are written once against this and each
 * side's test file supplies its own, so every rule is proven in both places.
 */
export interface RulesHarness {
  readonly location: 'client' | 'server';
  /** Runs a named mutation; resolves with its answer, or rejects with a `RuleRefusal`. */
  run<N extends RegisteredName>(
    name: N,
    args: MutationArgsInput<N>,
    as?: RulesActor,
  ): Promise<unknown>;
  /** A row as this side holds it now (null when absent or tombstoned). */
  row<E extends EntityName>(entity: E, id: string): Promise<RowOf<E> | null>;
  /** Empties everything between tests. */
  reset(): Promise<void>;
  /**
   * Changes fields of a row as a server-only call would (a complex's assignment rules, a month
   * issued), then as the device holds it after its next pull.
   */
  setFields(
    entity: 'complex' | 'block' | 'billingPeriod' | 'invoice',
    id: string,
    fields: Record<string, unknown>,
  ): Promise<void>;
}

/** A mutation refused by a rule, the same on both sides. */
export interface RuleRefusal {
  code: ErrorCode;
  message: string;
}

/** The refusal a promise rejected with, for `expect(...).toEqual({ code, message })`. */
export async function refusalOf(promise: Promise<unknown>): Promise<RuleRefusal> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as RuleRefusal;
    return { code, message };
  }
  throw new Error('expected the mutation to be refused');
}

/** The demo accounts the suites run as (the same ids on both sides). */
export const rulesActors = {
  admin: { userId: 'admin-001', role: 'admin', email: 'admin@chungcu.demo' },
  resident: { userId: 'resident-001', role: 'resident', email: 'resident@chungcu.demo' },
} as const;
