import { type Block, messages } from '@chungcu/contracts';
import type { BlocksRepo } from '../db/blocks.repo';
import type { ComplexesRepo } from '../db/complexes.repo';
import type { Db } from '../db/database';
import { canSee } from '../db/visibility';
import { type Actor, viewerOf } from './actor';
import { notFound } from './errors';

/**
 * The blocks of the company's complexes (README "Complexes"). Reads only, filtered by the
 * access module: the writes are the named mutations `createBlock`, `renameBlock` and
 * `deleteBlock`, and a unit made in a new block makes its row (`@chungcu/mutations` blocks).
 */
export function createBlocksService(db: Db, blocks: BlocksRepo, complexes: ComplexesRepo) {
  return {
    /** Every block the caller may see: of all complexes, served ones, or the ones lived in. */
    list: (actor: Actor): Promise<Block[]> => blocks.listLive(viewerOf(actor)),

    /** One complex's blocks; 404 for a complex the caller may not see. */
    async listOf(actor: Actor, complexId: string): Promise<Block[]> {
      const viewer = viewerOf(actor);
      if (
        !(await complexes.findLive(db, complexId)) ||
        !(await canSee(db, viewer, 'complex', complexId))
      ) {
        throw notFound(messages.complex.notFound);
      }
      return blocks.listLive(viewer, complexId);
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
