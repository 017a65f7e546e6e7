import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireUser } from './http';

/**
 * The blocks of a complex (README "Complexes"): reads from the service, writes as REST adapters
 * over the named mutations (the company administrator's; 404 outside the caller's complexes).
 */
export function blocksRoutes({ blocks }: Pick<Services, 'blocks' | 'mutations'>) {
  const router = Router();
  const complexId = (value: unknown) => parseId(value, messages.complex.notFound);

  router.get('/blocks', async (req, res) => {
    res.json(await blocks.list(requireUser(req)));
  });

  router.get('/complexes/:id/blocks', async (req, res) => {
    const actor = requireUser(req);
    res.json(await blocks.listOf(actor, complexId(req.params.id)));
  });

  return router;
}
