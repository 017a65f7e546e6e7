import { Router } from 'express';
import {
  complexCreateSchema,
  complexPatchSchema,
  messages,
  staffComplexesSchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, parseId, parseUserId, requireUser } from './http';

/** The company's complexes and who serves them (README "Complexes"): adapters over the service. */
export function complexesRoutes({ complexes }: Pick<Services, 'complexes'>): Router {
  const router = Router();
  const complexId = (value: unknown) => parseId(value, messages.complex.notFound);

  router.get('/complexes', async (req, res) => {
    res.json(await complexes.list(requireUser(req)));
  });

  router.post('/complexes', async (req, res) => {
    const actor = requireUser(req);
    res.status(201).json(await complexes.create(actor, parseBody(complexCreateSchema, req.body)));
  });

  router.patch('/complexes/:id', async (req, res) => {
    const actor = requireUser(req);
    const id = complexId(req.params.id);
    res.json(await complexes.update(actor, id, parseBody(complexPatchSchema, req.body)));
  });

  router.get('/complexes/staff', async (req, res) => {
    res.json(await complexes.staff(requireUser(req)));
  });

  router.put('/accounts/:id/complexes', async (req, res) => {
    const actor = requireUser(req);
    const userId = parseUserId(req.params.id);
    res.json(await complexes.assign(actor, userId, parseBody(staffComplexesSchema, req.body)));
  });

  return router;
}
