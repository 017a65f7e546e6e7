import compression from 'compression';
import { Router } from 'express';
import { changesQuerySchema, pushRequestSchema } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, requireUser } from './http';

export function syncRoutes({ changes, mutations }: Services): Router {
  const router = Router();
  // Feed pages are large and repetitive JSON (an initial sync is tens of them): gzip shrinks them
  // several times over. Only here: the event stream must never sit in a compression buffer.
  router.get('/sync/changes', compression({ threshold: 2048 }), async (req, res) => {
    const actor = requireUser(req);
    const query = parseBody(changesQuerySchema, req.query);
    const { page, source } = await changes.pullFrom(actor, query);
    res.set({ 'Cache-Control': 'no-store', 'Server-Timing': `feed;desc="${source}"` });
    res.json(page);
  });

  router.post('/sync/push', async (req, res) => {
    const actor = requireUser(req);
    const body = parseBody(pushRequestSchema, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await mutations.push(actor, body));
  });
  return router;
}
