import { isStaffRole, messages, type Inquiry } from '@chungcu/contracts';
import { defineMutator } from './define';
import { slaStampsOf } from './sla';
import { type MutationTx, conflict, forbidden, notFound } from './tx';

const m = messages.inquiry;

/** A new request's verdict fields: none yet. */
export const NO_VERDICT = {
  rating: null,
  ratingComment: null,
  confirmedAt: null,
  returnReason: null,
  returnedAt: null,
} as const;

/**
 * A request its resident may give a verdict on: their own (a row they cannot see does not exist
 * for them), completed by staff and not yet confirmed. Staff never answer for the resident.
 */
async function awaitingVerdict(tx: MutationTx, id: string): Promise<Inquiry> {
  if (isStaffRole(tx.actor.role)) throw forbidden(m.residentOnly);
  const inquiry = await tx.get('inquiry', id);
  // The server's reads see every row: whose the request is, the access module says.
  if (!inquiry || inquiry.deletedAt || !(await tx.canSee('inquiry', id))) {
    throw notFound(m.notFound);
  }
  if (inquiry.confirmedAt) throw conflict(m.alreadyConfirmed);
  if (inquiry.status !== 'completed') throw conflict(m.notCompleted);
  return inquiry;
}

/** The resident accepts the completed work with a rating of 1–5 and, if they like, a comment. */
export const confirmInquiry = defineMutator('confirmInquiry', 'signedIn', async (tx, args) => {
  await awaitingVerdict(tx, args.id);
  return tx.update('inquiry', args.id, {
    rating: args.rating,
    ratingComment: args.comment ?? null,
    confirmedAt: tx.now,
  });
});

/**
 * The resident says the work is not done: the request reopens ('in_progress') and carries the
 * reason, so staff see why; the latest return is kept.
 */
export const returnInquiry = defineMutator('returnInquiry', 'signedIn', async (tx, args) => {
  const inquiry = await awaitingVerdict(tx, args.id);
  return tx.update('inquiry', args.id, {
    status: 'in_progress',
    // Reopened: no longer resolved; the clock runs on against the same deadlines.
    ...slaStampsOf(inquiry, 'in_progress', tx.now),
    returnReason: args.reason,
    returnedAt: tx.now,
  });
});
