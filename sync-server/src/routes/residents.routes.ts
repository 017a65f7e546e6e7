import { Router } from 'express';
import type { Services } from '../services';
import { requireStaff } from './http';

/** Resident records: the list. Writes are named mutations (`rest-writes/`). */
export function residentsRoutes({ residents }: Services): Router {
  const router = Router();

  router.get('/residents', async (req, res) => {
    res.json(await residents.list(requireStaff(req)));
  });

  return router;
}
