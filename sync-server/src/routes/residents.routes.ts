import { Router } from 'express';
import { messages, residentCreateSchema, residentPatchSchema } from '@chungcu/contracts';
import type { ResidentsService } from '../services/residents.service';
import { mutationRequest, parseBody, parseId, requireAdmin, sendResult } from './http';

export function residentsRoutes(residents: ResidentsService): Router {
  const router = Router();

  router.get('/residents', async (req, res) => {
    requireAdmin(req);
    res.json(await residents.list());
  });

  router.post('/residents', async (req, res) => {
    const actor = requireAdmin(req);
    const body = parseBody(residentCreateSchema, req.body);
    sendResult(res, await residents.create(mutationRequest(req, actor), body));
  });

  router.patch('/residents/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, messages.resident.notFound);
    const body = parseBody(residentPatchSchema, req.body);
    sendResult(res, await residents.update(mutationRequest(req, actor), id, body));
  });

  router.delete('/residents/:id', async (req, res) => {
    const actor = requireAdmin(req);
    const id = parseId(req.params.id, messages.resident.notFound);
    sendResult(res, await residents.remove(mutationRequest(req, actor), id));
  });

  return router;
}
