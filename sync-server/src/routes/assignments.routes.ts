import { Router } from 'express';
import { assignmentCreateSchema, assignmentPatchSchema, messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { mutationRequest, parseBody, parseId, requireAdmin, sendResult } from './http';

/** Who lives where: admin only. A unit's own lists are under /apartments/{id}. */
export function assignmentsRoutes({ assignments }: Services): Router {
  const router = Router();
  const assignmentId = (value: unknown) => parseId(value, messages.assignment.notFound);

  router.get('/assignments', async (req, res) => {
    requireAdmin(req);
    res.json(await assignments.listCurrent());
  });

  router.post('/assignments', async (req, res) => {
    const actor = requireAdmin(req);
    const body = parseBody(assignmentCreateSchema, req.body);
    sendResult(res, await assignments.create(mutationRequest(req, actor), body));
  });

  router.patch('/assignments/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = assignmentId(req.params.id);
    const body = parseBody(assignmentPatchSchema, req.body);
    sendResult(res, await assignments.update(mutationRequest(req, actor), id, body));
  });

  router.delete('/assignments/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = assignmentId(req.params.id);
    sendResult(res, await assignments.moveOut(mutationRequest(req, actor), id));
  });

  return router;
}
