import { Router } from 'express';
import {
  assignmentRulesPutSchema,
  blockOnDutyPutSchema,
  complexCreateSchema,
  complexPatchSchema,
  messages,
  staffComplexesSchema,
  uuidv7,
} from '@chungcu/contracts';
import type { Services } from '../services';
import {
  created,
  mutationRequest,
  parseBody,
  parseId,
  parseUserId,
  requireUser,
  sendResult,
  updated,
} from './http';

/**
 * The company's complexes and who serves them (README "Complexes"). Reads ask the services;
 * writes are REST adapters over the server's own named mutations (`office-mutators.ts`).
 */
export function complexesRoutes({
  complexes,
  assignmentRules,
  mutations,
}: Pick<Services, 'complexes' | 'assignmentRules' | 'mutations'>): Router {
  const router = Router();
  const complexId = (value: unknown) => parseId(value, messages.complex.notFound);

  router.get('/complexes', async (req, res) => {
    res.json(await complexes.list(requireUser(req)));
  });

  router.post('/complexes', async (req, res) => {
    const actor = requireUser(req);
    const args = { ...parseBody(complexCreateSchema, req.body), id: uuidv7() };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'createComplex', args, created));
  });

  router.patch('/complexes/:id', async (req, res) => {
    const actor = requireUser(req);
    const id = complexId(req.params.id);
    const args = { ...parseBody(complexPatchSchema, req.body), id };
    sendResult(
      res,
      await mutations.run(mutationRequest(req, actor), 'updateComplex', args, updated),
    );
  });

  router.put('/complexes/:id/assignment-rules', async (req, res) => {
    const actor = requireUser(req);
    const id = complexId(req.params.id);
    const args = { ...parseBody(assignmentRulesPutSchema, req.body), id };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'setAssignmentRules', args, updated));
  });

  router.get('/complexes/:id/assignees', async (req, res) => {
    const actor = requireUser(req);
    res.json(await assignmentRules.assignees(actor, complexId(req.params.id)));
  });

  router.put('/blocks/:id/on-duty', async (req, res) => {
    const actor = requireUser(req);
    const id = parseId(req.params.id, messages.block.notFound);
    const args = { ...parseBody(blockOnDutyPutSchema, req.body), id };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'setBlockOnDuty', args, updated));
  });

  router.get('/complexes/staff', async (req, res) => {
    res.json(await complexes.staff(requireUser(req)));
  });

  router.put('/accounts/:id/complexes', async (req, res) => {
    const actor = requireUser(req);
    const userId = parseUserId(req.params.id);
    const args = { ...parseBody(staffComplexesSchema, req.body), userId };
    const request = mutationRequest(req, actor);
    sendResult(res, await mutations.run(request, 'setStaffComplexes', args, updated));
  });

  return router;
}
