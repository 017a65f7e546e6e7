import { Router } from 'express';
import { changesQuerySchema, pushRequestSchema } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, requireUser } from './http';

export function syncRoutes({ changes, mutations }: Services): Router {
  const router = Router();
  router.get('/sync/changes', async (req, res) => {
    const actor = requireUser(req);
    const query = parseBody(changesQuerySchema, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await changes.pull(actor, query));
  });

  router.post('/sync/push', async (req, res) => {
    const actor = requireUser(req);
    const body = parseBody(pushRequestSchema, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await mutations.push(actor, body));
  });
  return router;
}
