import type { MutationArgs, MutationName } from '@chungcu/contracts';
import type { MutationTx } from './tx';

/** Who may run a mutation: staff only, or any signed-in user (rules inside narrow it further). */
export type MutationAccess = 'admin' | 'signedIn';

export interface Mutator<N extends MutationName, R> {
  name: N;
  access: MutationAccess;
  /** The rule, written once; its arguments are already parsed with the contracts schema. */
  run(tx: MutationTx, args: MutationArgs<N>): Promise<R>;
}

/** Names a mutation's implementation; the name ties it to its contracts argument schema. */
export function defineMutator<N extends MutationName, R>(
  name: N,
  access: MutationAccess,
  run: (tx: MutationTx, args: MutationArgs<N>) => Promise<R>,
): Mutator<N, R> {
  return { name, access, run };
}
