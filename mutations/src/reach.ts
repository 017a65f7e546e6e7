import type { Actor, EntityName } from './tx';

/**
 * Which complexes an actor may write in, written once for every path (a device's run, push,
 * REST, imports, the server's own settings calls): a manager or staff member, the complexes they
 * serve; the company administrator, every one. A resident's reach is their own rows, which the
 * rules check one by one (`canSee`), so no complex limits them here.
 */
export function reachesComplex(actor: Actor, complexId: string | null): boolean {
  const served = actor.complexIds ?? null;
  return served === null || complexId === null || served.includes(complexId);
}

/** The complex a row belongs to: a complex is its own; a shared row (null) is the company's. */
export function complexOfRow(entity: EntityName, row: object): string | null {
  const complexId = entity === 'complex' ? Reflect.get(row, 'id') : Reflect.get(row, 'complexId');
  return typeof complexId === 'string' ? complexId : null;
}

/**
 * Whether a row is within the actor's reach. One outside it does not exist for them: a read
 * finds nothing and a write answers 404, never 403 (rule S23).
 */
export const rowInReach = (actor: Actor, entity: EntityName, row: object): boolean =>
  reachesComplex(actor, complexOfRow(entity, row));
