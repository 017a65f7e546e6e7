import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireUser } from './http';

/**
 * The company's complexes and who serves them (README "Complexes"). Reads ask the services;
 * writes are REST adapters over the server's own named mutations (`office-mutators.ts`).
 */
export function complexesRoutes({
  complexes,
  assignmentRules,
  bankWebhooks,
}: Pick<Services, 'complexes' | 'assignmentRules' | 'bankWebhooks' | 'mutations'>): Router {
  const router = Router();
  const complexId = (value: unknown) => parseId(value, messages.complex.notFound);

  router.get('/complexes', async (req, res) => {
    res.json(await complexes.list(requireUser(req)));
  });

  router.get('/complexes/:id/assignees', async (req, res) => {
    const actor = requireUser(req);
    res.json(await assignmentRules.assignees(actor, complexId(req.params.id)));
  });

  router.get('/complexes/:id/payment-webhooks', async (req, res) => {
    const actor = requireUser(req);
    res.json(await bankWebhooks.connected(actor, complexId(req.params.id)));
  });

  router.get('/complexes/staff', async (req, res) => {
    res.json(await complexes.staff(requireUser(req)));
  });

  return router;
}
