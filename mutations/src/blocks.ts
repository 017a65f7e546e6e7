import { type Apartment, type Block, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { blockKeyOf } from './keys';

/** A new block has no one on duty until staff name one (rule S28). */
const NOBODY_ON_DUTY = { onDutyId: null, onDutyName: null } as const;
import { stableIdOf } from './stable-id';
import { type MutationTx, conflict, forbidden, notFound } from './tx';

const m = messages.block;

/** The live block of `complexId` named `name` whatever its case, if there is one. */
export async function blockNamed(tx: MutationTx, complexId: string, name: string, except?: string) {
  const key = blockKeyOf(name);
  const blocks = await tx.list('block', 'complexId', complexId);
  return blocks.find((block) => block.id !== except && blockKeyOf(block.name) === key) ?? null;
}

/** The live units of `complexId` in the block named `name` (whatever its case). */
async function unitsOf(tx: MutationTx, complexId: string, name: string): Promise<Apartment[]> {
  const key = blockKeyOf(name);
  const units = await tx.list('apartment', 'complexId', complexId);
  return units.filter((unit) => blockKeyOf(unit.buildingBlock) === key);
}

/**
 * The id a block made by a unit gets: the same on every device and on the server for one
 * complex and name, so two devices adding units to a new block offline make one row, and the
 * device's optimistic row is the server's. A later attempt is taken when that id is held (a block
 * made so, then renamed, or deleted on the device's side only).
 */
export function blockIdOf(complexId: string, name: string, attempt = 0): string {
  return stableIdOf(`${complexId}/${blockKeyOf(name)}/${attempt}`);
}

/**
 * The block a unit names, in its complex: the existing one whatever the case (its spelling is
 * what the unit stores), else a new row made in this same mutation, so the spec's free
 * "Building Name" keeps working, offline too. Answers the name the unit stores.
 */
export async function blockForUnit(tx: MutationTx, complexId: string, name: string) {
  const existing = await blockNamed(tx, complexId, name);
  if (existing) return existing.name;
  for (let attempt = 0; ; attempt++) {
    const id = blockIdOf(complexId, name, attempt);
    const held = await tx.get('block', id);
    if (!held) {
      await tx.insert('block', { id, complexId, name, ...NOBODY_ON_DUTY });
      return name;
    }
    // Deleted once (the server keeps tombstones): the same block comes back.
    if (held.deletedAt && held.complexId === complexId) {
      await tx.update('block', id, { name }, { restore: true });
      return name;
    }
  }
}

/** Blocks are the company administrator's to manage; others who see the complex are refused. */
function requireCompanyAdmin(tx: MutationTx) {
  if (tx.actor.role !== 'admin') throw forbidden(messages.common.forbidden);
}

/** A live block the actor may reach (404 otherwise), its complex locked for the rest of the write. */
async function reachableBlock(tx: MutationTx, id: string): Promise<Block> {
  const block = await tx.get('block', id);
  if (!block || block.deletedAt) throw notFound(m.notFound);
  // Units made meanwhile wait: their block is read after this write ends.
  const complex = await tx.get('complex', block.complexId);
  if (!complex || complex.deletedAt) throw notFound(m.notFound);
  requireCompanyAdmin(tx);
  return block;
}

/** A block of a complex, added on the company screen before any unit is in it. */
export const createBlock = defineMutator(
  'createBlock',
  'staff',
  async (tx, { id, complexId, name }): Promise<Block> => {
    const complex = await tx.get('complex', complexId);
    if (!complex || complex.deletedAt) throw notFound(messages.complex.notFound);
    requireCompanyAdmin(tx);
    if (await blockNamed(tx, complexId, name)) throw conflict(m.nameTaken);
    return tx.insert('block', { id, complexId, name, ...NOBODY_ON_DUTY });
  },
);

/** A new name for a block: its units take it in the same mutation. */
export const renameBlock = defineMutator(
  'renameBlock',
  'staff',
  async (tx, { id, name }): Promise<Block> => {
    const block = await reachableBlock(tx, id);
    if (await blockNamed(tx, block.complexId, name, id)) throw conflict(m.nameTaken);
    for (const unit of await unitsOf(tx, block.complexId, block.name)) {
      if (unit.buildingBlock !== name)
        await tx.update('apartment', unit.id, { buildingBlock: name });
    }
    return tx.update('block', id, { name });
  },
);

/** Removes a block no live unit is in; one with units is refused, saying how many. */
export const deleteBlock = defineMutator('deleteBlock', 'staff', async (tx, { id }) => {
  const block = await reachableBlock(tx, id);
  const units = await unitsOf(tx, block.complexId, block.name);
  if (units.length > 0) throw conflict(m.notEmpty(units.length));
  await tx.delete('block', id);
});
