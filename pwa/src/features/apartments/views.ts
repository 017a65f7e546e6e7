import type { Apartment, Assignment, Inquiry } from '@chungcu/contracts';
import { holdsWords, searchWords } from '../../data';
import { type ApartmentCardView, type CardResident, cardSearchText } from './list-filter';
import { byUnitNumber } from '../../lib/text';

/** What the apartment screens need of a resident (the picker searches up to 10,000 of them). */
export interface ResidentLite {
  id: string;
  firstName: string;
  lastName: string;
  idCardNumber: string;
  phone: string;
  email: string;
  status: string;
  photoUrl: string | null;
  moveInDate: string | null;
  searchText: string;
  complexId: string;
}

/** The mirror's apartments, assignments and residents, in memory; a new object per change. */
export interface UnitsSnapshot {
  apartments: ReadonlyMap<string, Apartment>;
  assignments: ReadonlyMap<string, Assignment>;
  residents: ReadonlyMap<string, ResidentLite>;
}

/** The spec's placeholder route (`/api/placeholder/400/300`): no picture of the unit. */
const PLACEHOLDER_PATH = '/api/placeholder/';

const live = (a: Assignment) => a.deletedAt === null;
export const isCurrent = (a: Assignment) => live(a) && a.moveOutDate === null;

/**
 * The image a card shows when this device holds no photo of the unit: the server's `imageUrl`
 * (its first photo's content URL), or null when the unit has no picture, the spec's placeholder
 * (a grey '400 × 300' box) included: the card says so instead. A photo held here is shown first.
 */
export function imageOf(apartment: Apartment): string | null {
  const url = apartment.imageUrl;
  return url && !url.startsWith(PLACEHOLDER_PATH) ? url : null;
}

/** An assignment with its resident (null when the resident is no longer in the mirror). */
export interface AssignmentView {
  assignment: Assignment;
  resident: ResidentLite | null;
}

function byPrimaryThenMoveIn(a: AssignmentView, b: AssignmentView): number {
  return (
    Number(b.assignment.isPrimary) - Number(a.assignment.isPrimary) ||
    a.assignment.moveInDate.localeCompare(b.assignment.moveInDate)
  );
}

/** Current assignments grouped by apartment, each joined to a live resident, primary first. */
export function currentByApartment(snapshot: UnitsSnapshot): Map<string, AssignmentView[]> {
  const grouped = new Map<string, AssignmentView[]>();
  for (const assignment of snapshot.assignments.values()) {
    if (!isCurrent(assignment)) continue;
    const resident = snapshot.residents.get(assignment.residentId);
    if (!resident) continue;
    const list = grouped.get(assignment.apartmentId) ?? [];
    list.push({ assignment, resident });
    grouped.set(assignment.apartmentId, list);
  }
  grouped.forEach((list) => list.sort(byPrimaryThenMoveIn));
  return grouped;
}

const toCardResident = ({ assignment, resident }: AssignmentView): CardResident => ({
  assignmentId: assignment.id,
  residentId: assignment.residentId,
  firstName: resident?.firstName ?? '',
  lastName: resident?.lastName ?? '',
  isPrimary: assignment.isPrimary,
});

/**
 * Every live apartment as a card, in unit-number order. The status is the row's: the rules
 * settle it with each move in or out (on this device too), and staff may set it by hand.
 */
export function apartmentCards(snapshot: UnitsSnapshot): ApartmentCardView[] {
  const current = currentByApartment(snapshot);
  return [...snapshot.apartments.values()]
    .filter((a) => a.deletedAt === null)
    .sort(byUnitNumber)
    .map((a) => {
      const residents = (current.get(a.id) ?? []).map(toCardResident);
      return {
        id: a.id,
        complexId: a.complexId,
        unitNumber: a.unitNumber,
        buildingBlock: a.buildingBlock,
        status: a.status,
        floor: a.floor,
        image: imageOf(a),
        residents,
        searchText: cardSearchText(a.unitNumber, residents),
      };
    });
}

/** One unit's current residents (primary first) and its history (latest move-out first). */
export function unitResidents(
  snapshot: UnitsSnapshot,
  apartmentId: string,
): { current: AssignmentView[]; history: AssignmentView[] } {
  const current: AssignmentView[] = [];
  const history: AssignmentView[] = [];
  for (const assignment of snapshot.assignments.values()) {
    if (assignment.apartmentId !== apartmentId || !live(assignment)) continue;
    const view = { assignment, resident: snapshot.residents.get(assignment.residentId) ?? null };
    if (assignment.moveOutDate === null) {
      if (view.resident) current.push(view);
    } else history.push(view);
  }
  current.sort(byPrimaryThenMoveIn);
  history.sort((a, b) =>
    (b.assignment.moveOutDate ?? '').localeCompare(a.assignment.moveOutDate ?? ''),
  );
  return { current, history };
}

/**
 * Residents who may be assigned to a unit: active, of the unit's complex (a
 * record of another complex is refused by the rules, S23), not living there now, matching the
 * search (diacritics and case ignored), in name order.
 */
export function assignableResidents(
  snapshot: UnitsSnapshot,
  apartmentId: string,
  query: string,
): ResidentLite[] {
  const living = new Set(
    [...snapshot.assignments.values()]
      .filter((a) => a.apartmentId === apartmentId && isCurrent(a))
      .map((a) => a.residentId),
  );
  const words = searchWords(query);
  const complexId = snapshot.apartments.get(apartmentId)?.complexId;
  return [...snapshot.residents.values()]
    .filter(
      (r) =>
        r.status === 'active' &&
        r.complexId === complexId &&
        !living.has(r.id) &&
        holdsWords(r.searchText, words),
    )
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName, 'vi') || a.lastName.localeCompare(b.lastName, 'vi'),
    );
}

/**
 * The other units `residentId` lives in now (unit numbers, in order): assigning them here adds a
 * home, it does not move them, so the screens warn by naming these.
 */
export function unitsElsewhere(
  snapshot: UnitsSnapshot,
  residentId: string,
  apartmentId: string,
): string[] {
  const units: string[] = [];
  for (const assignment of snapshot.assignments.values()) {
    if (assignment.residentId !== residentId || assignment.apartmentId === apartmentId) continue;
    if (!isCurrent(assignment)) continue;
    const unit = snapshot.apartments.get(assignment.apartmentId);
    if (unit && !unit.deletedAt) units.push(unit.unitNumber);
  }
  return units.sort((a, b) => a.localeCompare(b, 'vi'));
}

/** A request as the unit page lists it. */
export type UnitRequest = Pick<
  Inquiry,
  'id' | 'title' | 'status' | 'category' | 'priority' | 'createdAt'
>;

/** The live requests (inquiries) filed for a unit, newest first. */
export function unitRequests(
  inquiries: Iterable<Inquiry | undefined>,
  apartmentId: string,
): UnitRequest[] {
  const found: UnitRequest[] = [];
  for (const inquiry of inquiries) {
    if (!inquiry || inquiry.apartmentId !== apartmentId || inquiry.deletedAt) continue;
    const { id, title, status, category, priority, createdAt } = inquiry;
    found.push({ id, title, status, category, priority, createdAt });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
