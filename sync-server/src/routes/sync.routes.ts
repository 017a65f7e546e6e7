import { Router } from 'express';
import { changesQuerySchema } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, requireUser } from './http';

export function syncRoutes({ changes }: Services): Router {
  const router = Router();
  router.get('/sync/changes', async (req, res) => {
    const actor = requireUser(req);
    const query = parseBody(changesQuerySchema, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await changes.pull(actor, query));
  });
  return router;
}
