import { Router } from 'express';
import {
  assignmentRulesPutSchema,
  blockOnDutyPutSchema,
  complexCreateSchema,
  complexPatchSchema,
  messages,
  staffComplexesSchema,
} from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, parseId, parseUserId, requireUser } from './http';

/** The company's complexes and who serves them (README "Complexes"): adapters over the service. */
export function complexesRoutes({
  complexes,
  assignmentRules,
}: Pick<Services, 'complexes' | 'assignmentRules'>): Router {
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

  router.put('/complexes/:id/assignment-rules', async (req, res) => {
    const actor = requireUser(req);
    const id = complexId(req.params.id);
    const body = parseBody(assignmentRulesPutSchema, req.body);
    res.json(await assignmentRules.setRules(actor, id, body));
  });

  router.get('/complexes/:id/assignees', async (req, res) => {
    const actor = requireUser(req);
    res.json(await assignmentRules.assignees(actor, complexId(req.params.id)));
  });

  router.put('/blocks/:id/on-duty', async (req, res) => {
    const actor = requireUser(req);
    const id = parseId(req.params.id, messages.block.notFound);
    res.json(await assignmentRules.setOnDuty(actor, id, parseBody(blockOnDutyPutSchema, req.body)));
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
