import { messages } from '@chungcu/contracts';
import { reachesComplex } from './reach';
import { type MutationTx, forbidden, invalid, notFound } from './tx';

const m = messages.complex;

/**
 * The complex a new unit or resident record is made in: the one named, else the one the actor
 * works in now (their only complex, or the device's chosen one). A complex the actor does not
 * serve does not exist for them (404, as every row outside their complexes).
 */
export async function complexForNew(tx: MutationTx, named: string | undefined): Promise<string> {
  const complexId = named ?? tx.actor.complexId ?? null;
  if (!complexId) throw invalid(m.required);
  if (!reachesComplex(tx.actor, complexId)) throw notFound(m.notFound);
  const complex = await tx.get('complex', complexId);
  if (!complex || complex.deletedAt) throw notFound(m.notFound);
  return complexId;
}

/**
 * The complex a new checklist, category or workflow template belongs to; null: shared by the
 * company (rule S23). The company administrator makes what the create names: none or null is
 * shared, a complex must exist. A manager or staff member makes only their complexes' own: the
 * one named, else the one they work in (`complexForNew`); shared ones are the company's, so
 * naming null is refused (403).
 */
export async function scopeForNew(
  tx: MutationTx,
  named: string | null | undefined,
): Promise<string | null> {
  if (tx.actor.role === 'admin') {
    if (!named) return null;
    const complex = await tx.get('complex', named);
    if (!complex || complex.deletedAt) throw notFound(m.notFound);
    return named;
  }
  if (named === null) throw forbidden(m.sharedByAdmin);
  return complexForNew(tx, named);
}

/**
 * A row shared by the company changes only by the company administrator's hand; anyone else is
 * refused (403). Visibility was asked first: a row of a complex the actor does not serve is not
 * found before this is asked.
 */
export function assertMayChange(tx: MutationTx, row: { complexId: string | null }): void {
  if (row.complexId === null && tx.actor.role !== 'admin') throw forbidden(m.sharedByAdmin);
}

/**
 * A template or checklist serves a request or unit of `complexId` when it is shared or of that
 * same complex; another complex's is refused.
 */
export function assertFits(row: { complexId: string | null }, complexId: string): void {
  if (row.complexId !== null && row.complexId !== complexId) throw invalid(m.templateOtherComplex);
}
