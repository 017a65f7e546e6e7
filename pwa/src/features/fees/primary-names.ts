import { type Assignment, type Resident, fullName } from '@chungcu/contracts';

/**
 * Each unit's primary occupant (chủ hộ) by name, "Nguyễn Thị Lan", from the live assignments of
 * the units `isUnit` accepts: whom a debt is chased from and a printed notice is addressed to.
 */
export function primaryNamesOf(
  assignments: Iterable<Assignment>,
  residents: ReadonlyMap<string, Pick<Resident, 'firstName' | 'lastName'>>,
  isUnit: (apartmentId: string) => boolean,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const a of assignments) {
    if (a.deletedAt || !a.isPrimary || a.moveOutDate !== null || !isUnit(a.apartmentId)) continue;
    const person = residents.get(a.residentId);
    if (person) names.set(a.apartmentId, fullName(person));
  }
  return names;
}
