import type { Complex, Role } from '@chungcu/contracts';
import type { ChungCuDb } from './db';
import { liveTable } from './live-tables';
import { meta } from './meta';

/**
 * The complex this device works in (DESIGN "Complexes"): the switcher's last choice, kept per
 * device in `meta`, while the user still serves it; else the only complex the mirror holds. Null
 * means "Tất cả" (every complex the user serves) or nothing chosen yet among several.
 */
export const COMPLEX_CHOICE = 'complexChoice';

export function chooseWorkingComplex(
  complexes: Iterable<Pick<Complex, 'id' | 'deletedAt'>>,
  choice: string | null | undefined,
): string | null {
  const live = [...complexes].filter((c) => !c.deletedAt).map((c) => c.id);
  if (choice && live.includes(choice)) return choice;
  return live.length === 1 ? (live[0] ?? null) : null;
}

type ComplexRow = Pick<Complex, 'id' | 'deletedAt' | 'createdAt'>;

/**
 * The complex a new unit or resident record is made in: the working one; on "Tất cả", the
 * company administrator's go to the installation's first complex, exactly as the server
 * chooses for a call that names none (rule S23); anyone else must choose one.
 */
export function complexForNewRows(
  complexes: Iterable<ComplexRow>,
  choice: string | null | undefined,
  role: Role,
): string | null {
  const rows = [...complexes];
  const working = chooseWorkingComplex(rows, choice);
  if (working || role !== 'admin') return working;
  const [first] = rows
    .filter((c) => !c.deletedAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return first?.id ?? null;
}

/** From the tables in memory, for a change painted in this frame (undefined: not loaded yet). */
export function workingComplexInMemory(db: ChungCuDb, role: Role): string | null | undefined {
  const complexes = liveTable(db, 'complexes').get();
  const held = liveTable(db, 'meta').get();
  if (!complexes || !held) return undefined;
  const choice = held.get(COMPLEX_CHOICE) as { value?: string | null } | undefined;
  return complexForNewRows(complexes.values(), choice?.value, role);
}

/** From IndexedDB: what a stored change is made with. */
export async function workingComplex(db: ChungCuDb, role: Role): Promise<string | null> {
  const [complexes, choice] = await Promise.all([
    db.complexes.toArray(),
    meta.get<string | null>(db, COMPLEX_CHOICE),
  ]);
  return complexForNewRows(complexes, choice, role);
}

/** The switcher's choice (null: "Tất cả"). */
export async function setComplexChoice(db: ChungCuDb, complexId: string | null): Promise<void> {
  await meta.set(db, COMPLEX_CHOICE, complexId);
}
