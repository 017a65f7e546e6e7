import { messages } from '@chungcu/contracts';
import { type MutationTx, invalid, notFound } from './tx';

const m = messages.complex;

/** Whether the actor serves `complexId` (company administrators and residents: no limit here). */
export function serves(tx: MutationTx, complexId: string | null): boolean {
  const served = tx.actor.complexIds ?? null;
  return served === null || complexId === null || served.includes(complexId);
}

/**
 * The complex a new unit or resident record is made in: the one named, else the one the actor
 * works in now (their only complex, or the device's chosen one). A complex the actor does not
 * serve does not exist for them (404, as every row outside their complexes).
 */
export async function complexForNew(tx: MutationTx, named: string | undefined): Promise<string> {
  const complexId = named ?? tx.actor.complexId ?? null;
  if (!complexId) throw invalid(m.required);
  if (!serves(tx, complexId)) throw notFound(m.notFound);
  const complex = await tx.get('complex', complexId);
  if (!complex || complex.deletedAt) throw notFound(m.notFound);
  return complexId;
}
