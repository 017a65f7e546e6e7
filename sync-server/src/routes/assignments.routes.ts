import { Router } from 'express';
import type { Services } from '../services';
import { requireStaff } from './http';

/**
 * Who lives where: admin only. A unit's own lists are under /apartments/{id}. Writes are REST
 * adapters over the named mutations (`@chungcu/mutations` assignments).
 */
export function assignmentsRoutes({ assignments }: Services): Router {
  const router = Router();

  router.get('/assignments', async (req, res) => {
    res.json(await assignments.listCurrent(requireStaff(req)));
  });

  return router;
}
