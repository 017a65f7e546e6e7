import {
  type MutationArgs,
  type MutationName,
  type Role,
  isManagingRole,
  isStaffRole,
} from '@chungcu/contracts';
import type { MutationTx } from './tx';

/**
 * Who may run a mutation at all, checked before its arguments on the device and on the server
 * (rules inside narrow it further: reach, a row's owner): any signed-in user, staff, the
 * complex's managers and the company administrator (the office's money and settings, S37), or
 * the company administrator alone (the company's complexes and who serves them, S23).
 */
export type MutationAccess = 'signedIn' | 'staff' | 'managers' | 'admin';

/** Whether a role may run a mutation of this access. */
export function mayRun(access: MutationAccess, role: Role): boolean {
  switch (access) {
    case 'signedIn':
      return true;
    case 'staff':
      return isStaffRole(role);
    case 'managers':
      return isManagingRole(role);
    case 'admin':
      return role === 'admin';
  }
}

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
