import express, { Router } from 'express';
import type { Services } from '../services';
import { refuseDeclaredOver } from './declared-length';
import { checkRawJson } from './json-body';

/** A provider's call carries one transaction: a few hundred bytes; anything near this is not one. */
export const WEBHOOK_BODY_MAX_BYTES = 16 * 1024;

/** Each call's body as it came, for a signature over its bytes (the parser keeps only JSON). */
const rawBodies = new WeakMap<object, Uint8Array>();
const keepRawJson = (req: object, res: unknown, buffer: Buffer, encoding: string) => {
  checkRawJson(req, res, buffer, encoding);
  rawBodies.set(req, buffer);
};

/**
 * `POST /api/payments/webhooks/{provider}/{complexId}` (rule S34): where SePay, Casso or payOS
 * post a complex's incoming transfers. Mounted before the API's own body parser, with a body
 * limit of its own; no session or origin is asked for (the provider's key or signature is).
 * Answers `{ success: true, transfers }` (SePay asks for `success`), 401 unsigned, 400 garbage,
 * 404 an unknown provider, 413 too large, 429 too many; never 500 for what was sent.
 */
export function bankWebhookRoutes({ bankWebhooks }: Pick<Services, 'bankWebhooks'>): Router {
  const router = Router();
  router.post(
    '/:provider/:complexId',
    refuseDeclaredOver(WEBHOOK_BODY_MAX_BYTES),
    express.json({ limit: WEBHOOK_BODY_MAX_BYTES, verify: keepRawJson, type: () => true }),
    async (req, res) => {
      const answer = await bankWebhooks.receive({
        provider: String(req.params.provider),
        complexId: String(req.params.complexId),
        headers: req.headers,
        body: req.body as unknown,
        rawBody: rawBodies.get(req) ?? new Uint8Array(),
        address: req.ip ?? 'unknown',
      });
      res.status(200).json(answer);
    },
  );
  return router;
}
