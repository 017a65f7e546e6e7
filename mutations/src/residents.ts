import { type MutationArgs, type Resident, messages } from '@chungcu/contracts';
import { complexForNew } from './complexes';
import { defineMutator } from './define';
import { refreshMember, refreshMembersOf } from './household-members';
import { isCurrent, settleOccupancy } from './occupancy';
import { type MutationTx, conflict, notFound, toInstant } from './tx';

const m = messages.resident;

/**
 * One ID card and one email per live resident. The device checks the rows it holds, so a clash
 * shows at once offline; the server's unique indexes decide for rows the device cannot see.
 */
async function assertUnique(
  tx: MutationTx,
  id: string,
  complexId: string,
  fields: { idCardNumber?: string; email?: string },
): Promise<void> {
  // Within one complex: a person with homes in two complexes has a record in each.
  const taken = async (field: 'idCardNumber' | 'email', value: string | undefined) =>
    value !== undefined &&
    (await tx.list('resident', field, value)).some(
      (other) => other.id !== id && other.complexId === complexId,
    );
  if (await taken('idCardNumber', fields.idCardNumber)) throw conflict(m.idCardTaken);
  if (await taken('email', fields.email)) throw conflict(m.emailTaken);
}

/** A resident record (staff-managed, no login); `moveInDate` defaults to the time of the change. */
export const createResident = defineMutator(
  'createResident',
  'staff',
  async (tx, args: MutationArgs<'createResident'>): Promise<Resident> => {
    const complexId = await complexForNew(tx, args.complexId);
    await assertUnique(tx, args.id, complexId, args);
    return tx.insert('resident', {
      ...args,
      complexId,
      dateOfBirth: toInstant(args.dateOfBirth) ?? null,
      moveInDate: toInstant(args.moveInDate) ?? tx.now,
    });
  },
);

/** Applies the changed fields (last writer wins, clashes reported in `overwritten`, rule S8). */
export const updateResident = defineMutator('updateResident', 'staff', async (tx, args) => {
  const { id, baseVersion, dateOfBirth, moveInDate, ...fields } = args;
  const current = await tx.get('resident', id);
  if (!current) throw notFound(m.notFound);
  await assertUnique(tx, id, current.complexId, fields);
  const resident = await tx.update(
    'resident',
    id,
    {
      ...fields,
      dateOfBirth: toInstant(dateOfBirth),
      // The column is required: a cleared move-in date keeps the one it had.
      moveInDate: toInstant(moveInDate) ?? undefined,
    },
    { baseVersion },
  );
  // Their households show the name: a renamed record renames its members.
  if (fields.firstName !== undefined || fields.lastName !== undefined) {
    await refreshMembersOf(tx, id);
  }
  return resident;
});

/** Tombstones the resident, ends their current assignments (kept as history) and frees units. */
export const deleteResident = defineMutator('deleteResident', 'staff', async (tx, { id }) => {
  const current = await tx.get('resident', id);
  if (!current || current.deletedAt) throw notFound(m.notFound);
  await tx.delete('resident', id);
  const living = (await tx.list('assignment', 'residentId', id)).filter(isCurrent);
  for (const assignment of living) {
    await tx.update('assignment', assignment.id, { moveOutDate: tx.now });
    await refreshMember(tx, assignment.id);
    await settleOccupancy(tx, assignment.apartmentId);
  }
});
