import type { HouseholdMember, HouseholdRelation } from '@chungcu/contracts';
import { isCurrent } from './occupancy';
import { stableIdOf } from './stable-id';
import type { MutationTx } from './tx';

/** An occupant's place in the household: whether they are its head, and how they relate to it. */
export interface Headship {
  isPrimary: boolean;
  relation: HouseholdRelation | null;
}

/**
 * The head of a household is its primary occupant: `isPrimary` and the relation `head` go
 * together. An explicit `isPrimary` decides; otherwise the relation `head` makes the occupant
 * primary and any other relation makes them not; a head who stops being one keeps no relation
 * until staff give one.
 */
export function settleHeadship(
  before: Headship,
  change: { isPrimary?: boolean; relation?: HouseholdRelation | null },
): Headship {
  const relation = change.relation;
  const isPrimary =
    change.isPrimary ?? (relation === 'head' ? true : relation ? false : before.isPrimary);
  if (isPrimary) return { isPrimary, relation: 'head' };
  const kept = relation === undefined ? before.relation : relation;
  return { isPrimary, relation: kept === 'head' ? null : kept };
}

/**
 * The id of the household member row an assignment gives (rule S26): derived, so the device and
 * the server keep the same row, and never the assignment's own id (ids stay unique across
 * entities, as devices and tools key rows by id).
 */
export function memberIdOf(assignmentId: string): string {
  return stableIdOf(`householdMember/${assignmentId}`);
}

type MemberFields = Omit<
  HouseholdMember,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const sameFields = (row: HouseholdMember, fields: MemberFields) =>
  (Object.keys(fields) as (keyof MemberFields)[]).every((key) => row[key] === fields[key]);

/**
 * Keeps the household's view of one assignment in step (entity `householdMember`, under
 * `memberIdOf` the assignment's id): a current occupant with a live record has a row with their name, relation,
 * primary flag and move-in date, and nothing else of the record; anyone else has none. Every
 * mutation that changes an assignment or a record's name calls it, on the device as on the
 * server, so a unit's residents see its members without ever holding another occupant's record.
 */
export async function refreshMember(tx: MutationTx, assignmentId: string): Promise<void> {
  const id = memberIdOf(assignmentId);
  const assignment = await tx.get('assignment', assignmentId);
  const member = await tx.get('householdMember', id);
  const current = assignment && isCurrent(assignment) ? assignment : null;
  const resident = current ? await tx.get('resident', current.residentId) : null;
  if (!current || !resident || resident.deletedAt) {
    if (member && !member.deletedAt) await tx.delete('householdMember', id);
    return;
  }
  const fields: MemberFields = {
    complexId: current.complexId,
    apartmentId: current.apartmentId,
    firstName: resident.firstName,
    lastName: resident.lastName,
    relation: current.relation ?? null,
    isPrimary: current.isPrimary,
    moveInDate: current.moveInDate,
  };
  if (!member) {
    await tx.insert('householdMember', { id, ...fields });
  } else if (member.deletedAt) {
    await tx.update('householdMember', id, fields, { restore: true });
  } else if (!sameFields(member, fields)) {
    await tx.update('householdMember', id, fields);
  }
}

/** Refreshes the members a resident record is, in every unit they live in now (a renamed record). */
export async function refreshMembersOf(tx: MutationTx, residentId: string): Promise<void> {
  for (const assignment of await tx.list('assignment', 'residentId', residentId)) {
    await refreshMember(tx, assignment.id);
  }
}
