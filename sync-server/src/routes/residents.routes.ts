import { Router } from 'express';
import { messages, residentCreateSchema, residentPatchSchema, uuidv7 } from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  noContent,
  parseBody,
  parseId,
  requireStaff,
  sendResult,
  updated,
} from './http';

/** Resident records: REST adapters over the named mutations (`@chungcu/mutations` residents). */
export function residentsRoutes({ residents, mutations }: Services): Router {
  const router = Router();
  const residentId = (value: unknown) => parseId(value, messages.resident.notFound);

  router.get('/residents', async (req, res) => {
    res.json(await residents.list(requireStaff(req)));
  });

  router.post('/residents', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(residentCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createResident', args, created));
  });

  router.patch('/residents/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = residentId(req.params.id);
    const body = parseBody(residentPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateResident', { ...body, id }, updated));
  });

  router.delete('/residents/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = residentId(req.params.id);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'deleteResident', { id }, noContent));
  });

  return router;
}
