import { Router } from 'express';
import {
  assignmentCreateSchema,
  assignmentPatchSchema,
  messages,
  uuidv7,
} from '@chungcu/contracts';
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

/**
 * Who lives where: admin only. A unit's own lists are under /apartments/{id}. Writes are REST
 * adapters over the named mutations (`@chungcu/mutations` assignments).
 */
export function assignmentsRoutes({ assignments, mutations }: Services): Router {
  const router = Router();
  const assignmentId = (value: unknown) => parseId(value, messages.assignment.notFound);

  router.get('/assignments', async (req, res) => {
    res.json(await assignments.listCurrent(requireStaff(req)));
  });

  router.post('/assignments', async (req, res) => {
    const actor = requireStaff(req);
    const body = parseBody(assignmentCreateSchema, req.body);
    const args = { ...body, id: body.id ?? uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createAssignment', args, created));
  });

  router.patch('/assignments/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = assignmentId(req.params.id);
    const body = parseBody(assignmentPatchSchema, req.body);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'updateAssignment', { ...body, id }, updated));
  });

  router.delete('/assignments/:id', async (req, res) => {
    const actor = requireStaff(req);
    const id = assignmentId(req.params.id);
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'endAssignment', { id }, noContent));
  });

  return router;
}
