import { Router } from 'express';
import { apartmentCreateSchema, apartmentPatchSchema, messages, uuidv7 } from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  parseBody,
  parseId,
  requireStaff,
  requireUser,
  sendResult,
  updated,
} from './http';

/**
 * Apartments; reads marked "own" in API.md are filtered to a resident user's units by the
 * service. The writes are REST adapters over the named mutations (`@chungcu/mutations` apartments).
 */
export function apartmentsRoutes({ apartments, mutations }: Services): Router {
  const router = Router();
  const apartmentId = (value: unknown) => parseId(value, messages.apartment.notFound);

  router.get('/apartments', async (req, res) => {
    res.json(await apartments.list(requireUser(req)));
  });

  router.get('/apartments-with-residents', async (req, res) => {
    res.json(await apartments.listWithResidents(requireStaff(req)));
  });

  router.get('/apartments/:id', async (req, res) => {
    const actor = requireUser(req);
    res.json(await apartments.get(actor, apartmentId(req.params.id)));
  });

  router.post('/apartments', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(apartmentCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createApartment', args, created));
  });

  router.patch('/apartments/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = apartmentId(req.params.id);
    const body = parseBody(apartmentPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateApartment', { ...body, id }, updated));
  });

  router.get('/apartments/:id/assignments', async (req, res) => {
    const actor = requireUser(req);
    res.json(await apartments.currentAssignments(actor, apartmentId(req.params.id)));
  });

  router.get('/apartments/:id/history', async (req, res) => {
    const actor = requireUser(req);
    res.json(await apartments.history(actor, apartmentId(req.params.id)));
  });

  return router;
}
