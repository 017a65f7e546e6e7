import { Router } from 'express';
import { blockCreateSchema, blockPatchSchema, messages, uuidv7 } from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  noContent,
  parseBody,
  parseId,
  requireStaff,
  requireUser,
  sendResult,
  updated,
} from './http';

/**
 * The blocks of a complex (README "Complexes"): reads from the service, writes as REST adapters
 * over the named mutations (the company administrator's; 404 outside the caller's complexes).
 */
export function blocksRoutes({ blocks, mutations }: Pick<Services, 'blocks' | 'mutations'>) {
  const router = Router();
  const complexId = (value: unknown) => parseId(value, messages.complex.notFound);
  const blockId = (value: unknown) => parseId(value, messages.block.notFound);

  router.get('/blocks', async (req, res) => {
    res.json(await blocks.list(requireUser(req)));
  });

  router.get('/complexes/:id/blocks', async (req, res) => {
    const actor = requireUser(req);
    res.json(await blocks.listOf(actor, complexId(req.params.id)));
  });

  router.post('/complexes/:id/blocks', async (req, res) => {
    const actor = requireStaff(req);
    const id = complexId(req.params.id);
    const body = parseBody(blockCreateSchema, req.body);
    const args = { ...body, complexId: id, id: uuidv7() };
    sendResult(res, await mutations.run(mutationRequest(req, actor), 'createBlock', args, created));
  });

  router.patch('/blocks/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = blockId(req.params.id);
    const args = { ...parseBody(blockPatchSchema, req.body), id };
    sendResult(res, await mutations.run(mutationRequest(req, actor), 'renameBlock', args, updated));
  });

  router.delete('/blocks/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = blockId(req.params.id);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'deleteBlock', { id }, noContent));
  });

  return router;
}
