import type { ApartmentPatchParsed } from '@chungcu/contracts';

/** The editable fields a unit's edit may carry (the patch schema but `baseVersion`). */
export type ApartmentChanges = Omit<ApartmentPatchParsed, 'baseVersion'>;

/** Two stored values of a field the same? A rent compares as an amount ('1850' is '1850.00'). */
function same(field: string, a: unknown, b: unknown): boolean {
  if (field === 'monthlyRent' && typeof a === 'string' && typeof b === 'string') {
    return Number(a) === Number(b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * Only the fields whose value differs from the unit as the mirror holds it: an edit sends no
 * more than it changes, so the server's field-level last-writer-wins never reverts someone
 * else's edit of another field (DESIGN, Conflicts). Absent and null count as the same "empty".
 */
export function diffApartment(
  current: Readonly<Record<string, unknown>>,
  edited: ApartmentChanges,
): ApartmentChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edited)) {
    if (value === undefined) continue;
    if (!same(field, current[field], value)) changes[field] = value;
  }
  return changes as ApartmentChanges;
}
