import { type Request, Router } from 'express';
import type { MutationName } from '@chungcu/contracts';
import { mayRun } from '@chungcu/mutations';
import type { z } from 'zod';
import type { Services } from '../../services';
import { forbidden } from '../../services/errors';
import { accessOf } from '../../services/server-mutators';
import { mutationRequest, parseBody, requireUser, sendResult } from '../http';
import type { RestWrite } from './define';
import { bankAccountWrites } from './bank-accounts';
import { feeWrites } from './fees';
import { homeWrites } from './homes';
import { paymentWrites } from './payments';
import { requestWrites } from './requests';

/**
 * Every REST write of API.md that is an adapter over one named mutation (rules S1–S6 through
 * `mutations.run`), as one table.
 */
// Each entry was checked against its own mutation by `write`; the router needs them as one type.
export const restWrites = [
  ...homeWrites,
  ...requestWrites,
  ...feeWrites,
  ...bankAccountWrites,
  ...paymentWrites,
] as RestWrite<MutationName, z.ZodType>[];

/**
 * The caller, refused before anything else is read: 401 without a session, 403 when their role
 * may not run the entry's mutation at all (S37), whatever the body.
 */
function callerOf(req: Request, entry: (typeof restWrites)[number]) {
  const actor = requireUser(req);
  const access = accessOf(entry.mutation);
  if (access && !mayRun(access, actor.role)) throw forbidden();
  return actor;
}

/**
 * The router of `restWrites`: each checks the caller, then its path's ids (404), then its body
 * (400), in that order, and runs its mutation.
 */
export function restWritesRoutes({ mutations }: Pick<Services, 'mutations'>): Router {
  const router = Router();
  for (const entry of restWrites) {
    router[entry.method](entry.path, async (req, res) => {
      const actor = callerOf(req, entry);
      const ids: Record<string, string> = {};
      for (const [name, parse] of Object.entries(entry.params ?? {})) {
        ids[name] = parse(req.params[name]);
      }
      const body = entry.body ? parseBody(entry.body, req.body) : undefined;
      const request = mutationRequest(req, actor);
      sendResult(
        res,
        await mutations.run(request, entry.mutation, entry.args(body, ids), entry.answer),
      );
    });
  }
  return router;
}
