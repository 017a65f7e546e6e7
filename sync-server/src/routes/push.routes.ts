import { Router } from 'express';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@chungcu/contracts';
import type { Services } from '../services';
import { parseBody, requireUser } from './http';

/**
 * Web push: the server's public key, and this device's subscription for the caller.
 * Any signed-in user; a subscription is its user's alone.
 */
export function pushRoutes({ push }: Services): Router {
  const router = Router();

  router.get('/push/public-key', async (req, res) => {
    requireUser(req);
    res.set('Cache-Control', 'no-store');
    res.json(await push.publicKey());
  });

  router.post('/push/subscriptions', async (req, res) => {
    const actor = requireUser(req);
    await push.subscribe(actor, parseBody(pushSubscriptionSchema, req.body));
    res.status(201).end();
  });

  router.delete('/push/subscriptions', async (req, res) => {
    const actor = requireUser(req);
    const { endpoint } = parseBody(pushUnsubscribeSchema, req.body);
    await push.unsubscribe(actor, endpoint);
    res.status(204).end();
  });

  return router;
}
