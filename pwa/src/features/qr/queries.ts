import { appDb, inScope, useTables, useWorkingComplex } from '../../data';
import type { LabelUnit } from './label-sheet';

/** A mirrored unit as labels and the scanner read it. */
export type MirroredUnit = LabelUnit & { complexId: string; deletedAt?: string | null };

/**
 * The mirror's apartments (deleted ones included; callers skip them), live; undefined until read.
 * `scoped` (the default): only the complex worked in, as the shell's switcher chose it.
 */
export function useMirroredUnits({ scoped = true } = {}): readonly MirroredUnit[] | undefined {
  const { scope } = useWorkingComplex();
  const within = scoped ? scope : null;
  return useTables(
    appDb,
    ['apartments'],
    (rows) => [...rows.values()].filter((unit) => inScope(unit, within)),
    [within],
  );
}
