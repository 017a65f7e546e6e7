import type { Complex } from '@chungcu/contracts';
import { useCurrentUser } from './current-user';
import { useWorkingComplex } from './use-working-complex';

/** The "Phạm vi" choice's value for a row shared by the company (a select cannot hold null). */
export const SHARED_SCOPE = 'shared';

/**
 * Where a new checklist, category or workflow template goes (rule S23), as its create form asks:
 * the company administrator chooses between shared by the company and one complex; a manager or
 * staff member holding several complexes chooses one of them; one holding a single complex is
 * asked nothing (the change goes to their complex).
 */
export interface ScopeForNew {
  ask: boolean;
  /** Whether "Dùng chung toàn công ty" is offered: the company administrator's alone. */
  canShare: boolean;
  complexes: readonly Complex[];
  /**
   * What the form starts with: the company administrator's, the complex chosen in the switcher
   * among several, else shared (on an installation of one complex, shared, as before complexes);
   * anyone else's, the complex they work in, else nothing ('': they must choose).
   */
  initial: string;
}

export function useScopeForNew(): ScopeForNew {
  const { complexes, current } = useWorkingComplex();
  const canShare = useCurrentUser()?.role === 'admin';
  const several = complexes.length > 1;
  const chosen = several ? current?.id : undefined;
  return {
    ask: canShare || several,
    canShare,
    complexes,
    initial: canShare ? (chosen ?? SHARED_SCOPE) : (current?.id ?? ''),
  };
}

/**
 * The create's `complexId` from the form's choice: null for shared, the complex chosen, or absent
 * when nothing was asked (the device then writes in the complex it works in).
 */
export function complexIdOfScope(scope: string): string | null | undefined {
  if (scope === SHARED_SCOPE) return null;
  return scope || undefined;
}
