import type { Complex } from '@chungcu/contracts';
import { useCurrentUser } from './current-user';
import { complexForNewRows } from './working-complex';
import { useWorkingComplex } from './use-working-complex';

/** Which complex a new unit or resident record goes to, when the screens do not say. */
export interface ComplexForNew {
  /**
   * True on "Tất cả" (or nothing chosen) with several complexes held: the create form asks.
   * Otherwise the working complex (or the only one) is used and nothing is asked.
   */
  ask: boolean;
  /**
   * True while the device holds no complex yet (its first sync has not run): nothing can be
   * created, and the form says why rather than asking for a choice there is none of.
   */
  none: boolean;
  complexes: readonly Complex[];
  /**
   * What the form starts with: the company administrator's default is the installation's first
   * complex, as the server's (rule S23); anyone else chooses.
   */
  initial: string | null;
}

export function useComplexForNew(): ComplexForNew {
  const { complexes, current, loaded } = useWorkingComplex();
  const role = useCurrentUser()?.role;
  const ask = loaded && !current && complexes.length > 1;
  return {
    ask,
    none: loaded && complexes.length === 0,
    complexes,
    // The device's own rule for a create that names no complex (working-complex.ts, rule S23).
    initial: ask && role ? complexForNewRows(complexes, null, role) : (current?.id ?? null),
  };
}
