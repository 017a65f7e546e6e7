import { Router } from 'express';
import { messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseId, requireStaff, requireUser } from './http';

/**
 * Apartments; reads marked "own" in API.md are filtered to a resident user's units by the
 * service. The writes are REST adapters over the named mutations (`rest-writes/`) (`@chungcu/mutations` apartments).
 */
export function apartmentsRoutes({ apartments }: Services): Router {
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
