import { appDb, useTables } from '../../data';
import type { LabelUnit } from './label-sheet';

/** A mirrored unit as labels and the scanner read it. */
export type MirroredUnit = LabelUnit & { deletedAt?: string | null };

/** The mirror's apartments (deleted ones included; callers skip them), live; undefined until read. */
export function useMirroredUnits(): readonly MirroredUnit[] | undefined {
  return useTables(
    appDb,
    ['apartments'],
    (rows) => [...rows.values()] as unknown as MirroredUnit[],
    [],
  );
}
