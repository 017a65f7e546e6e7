import { z } from 'zod';
import { complexRowShape, idSchema, requiredText } from './common';
import { messages } from './messages';

const m = messages.block;

/** The longest block name: a unit's `buildingBlock` holds at most as much. */
export const BLOCK_NAME_MAX = 100;

/**
 * A block (tòa, dãy) of a complex: the short name units carry as their `buildingBlock` ("A",
 * "V"), unique within its complex whatever the case. A unit made or moved into a block its
 * complex has no row of yet makes that row in the same mutation.
 */
export const blockSchema = z.object({
  ...complexRowShape,
  name: z.string(),
  /** The staff member on duty for the block: a new request no rule assigns goes to them (S28). */
  onDutyId: z.string().nullable(),
  onDutyName: z.string().nullable(),
});
export type Block = z.infer<typeof blockSchema>;

const blockName = requiredText(m.nameRequired, BLOCK_NAME_MAX);

/** POST /api/complexes/{id}/blocks (the company administrator). */
export const blockCreateSchema = z.strictObject({ name: blockName });
export type BlockCreate = z.output<typeof blockCreateSchema>;

/** PATCH /api/blocks/{id}: a new name, which the block's units take in the same write. */
export const blockPatchSchema = z.strictObject({ name: blockName });
export type BlockPatch = z.output<typeof blockPatchSchema>;

/** The mutations' arguments: the REST bodies plus the path's ids. */
export const blockArgs = {
  create: blockCreateSchema.extend({ id: idSchema, complexId: idSchema }),
  rename: blockPatchSchema.extend({ id: idSchema }),
  remove: z.strictObject({ id: idSchema }),
};
