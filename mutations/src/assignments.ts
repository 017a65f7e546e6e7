import { type Assignment, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { type Headship, refreshMember, settleHeadship } from './household-members';
import { isCurrent, settleOccupancy } from './occupancy';
import { type MutationTx, conflict, invalid, notFound, toInstant } from './tx';

const m = messages.assignment;

/**
 * One primary per unit: every other current primary of the unit loses the flag, and with it
 * the relation `head` (the household has one head).
 */
async function clearOtherPrimaries(tx: MutationTx, primary: Assignment): Promise<void> {
  const others = await tx.list('assignment', 'apartmentId', primary.apartmentId);
  for (const other of others) {
    if (other.id !== primary.id && other.isPrimary && isCurrent(other)) {
      await tx.update('assignment', other.id, settleHeadship(other, { isPrimary: false }));
      await refreshMember(tx, other.id);
    }
  }
}

/**
 * Moves a resident into a unit (`moveInDate` defaults to the time of the change). The unit is
 * read first, so on the server writes on one unit run one at a time and the unit's status and
 * "one primary" are decided on data nobody else is changing.
 */
export const createAssignment = defineMutator(
  'createAssignment',
  'staff',
  async (tx, args): Promise<Assignment> => {
    const apartment = await tx.get('apartment', args.apartmentId);
    if (!apartment || apartment.deletedAt) throw notFound(messages.apartment.notFound);
    const resident = await tx.get('resident', args.residentId);
    if (!resident || resident.deletedAt) throw notFound(messages.resident.notFound);
    // A record of one complex never lives in another's unit.
    if (resident.complexId !== apartment.complexId) throw invalid(messages.complex.otherComplex);
    const living = await tx.list('assignment', 'apartmentId', args.apartmentId);
    if (living.some((a) => isCurrent(a) && a.residentId === args.residentId)) {
      throw conflict(m.alreadyAssigned);
    }
    const headship = settleHeadship(
      { isPrimary: false, relation: null },
      { isPrimary: args.isPrimary || undefined, relation: args.relation },
    );
    const assignment = await tx.insert('assignment', {
      id: args.id,
      complexId: apartment.complexId,
      apartmentId: args.apartmentId,
      residentId: args.residentId,
      moveInDate: toInstant(args.moveInDate) ?? tx.now,
      moveOutDate: null,
      ...headship,
      notes: args.notes,
    });
    if (assignment.isPrimary) await clearOtherPrimaries(tx, assignment);
    await refreshMember(tx, assignment.id);
    await settleOccupancy(tx, args.apartmentId);
    return assignment;
  },
);

/**
 * Edits `isPrimary`, `relation` and `notes` (last writer wins, clashes reported in
 * `overwritten`). Making one primary (or head) clears the others of the unit in the same write;
 * a moved-out resident cannot become primary.
 */
export const updateAssignment = defineMutator('updateAssignment', 'staff', async (tx, args) => {
  const { id, baseVersion, isPrimary, relation, ...fields } = args;
  const before = await tx.get('assignment', id);
  if (!before) throw notFound(m.notFound);
  const headship: Partial<Headship> =
    isPrimary === undefined && relation === undefined
      ? {}
      : settleHeadship(
          { isPrimary: before.isPrimary, relation: before.relation ?? null },
          {
            isPrimary,
            relation,
          },
        );
  if (headship.isPrimary && !before.isPrimary && before.moveOutDate && !before.deletedAt) {
    throw conflict(m.endedNotPrimary);
  }
  const assignment = await tx.update('assignment', id, { ...fields, ...headship }, { baseVersion });
  // A moved-out primary stays primary in the history without displacing anyone current.
  if (headship.isPrimary && !assignment.moveOutDate) await clearOtherPrimaries(tx, assignment);
  await refreshMember(tx, id);
  return assignment;
});

/**
 * Moves a resident out (rule S10): not a tombstone but `moveOutDate` = the time of the change,
 * so the row leaves the current lists and stays in the unit's history; the unit is freed when
 * nobody lives there any more, and the household no longer lists them.
 */
export const endAssignment = defineMutator('endAssignment', 'staff', async (tx, { id }) => {
  const assignment = await tx.get('assignment', id);
  if (!assignment || !isCurrent(assignment)) throw notFound(m.notFound);
  await tx.update('assignment', id, { moveOutDate: tx.now });
  await refreshMember(tx, id);
  await settleOccupancy(tx, assignment.apartmentId);
});
