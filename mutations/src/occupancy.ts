import type { MutationTx } from './tx';

/** An assignment is current until its resident moves out (rule S10: history is kept). */
export const isCurrent = (a: { moveOutDate: string | null; deletedAt: string | null }) =>
  a.moveOutDate === null && a.deletedAt === null;

/**
 * Keeps a unit's status in step with who lives there: a unit with residents is not 'available',
 * one without is not 'occupied'. 'maintenance' is the staff's call and never changed here.
 * Callers have read the unit first, so on the server it is locked and the count cannot change.
 */
export async function settleOccupancy(tx: MutationTx, apartmentId: string): Promise<void> {
  const apartment = await tx.get('apartment', apartmentId);
  if (!apartment || apartment.deletedAt) return;
  const living = (await tx.list('assignment', 'apartmentId', apartmentId)).filter(isCurrent);
  if (living.length > 0 && apartment.status === 'available') {
    await tx.update('apartment', apartmentId, { status: 'occupied' });
  } else if (living.length === 0 && apartment.status === 'occupied') {
    await tx.update('apartment', apartmentId, { status: 'available' });
  }
}
