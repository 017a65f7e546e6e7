import type { Request, Response } from 'express';
import type { z } from 'zod';
import { firstIssueMessage, isStaffRole, messages, toIssues } from '@chungcu/contracts';
import type { Actor } from '../services/actor';
import {
  ApiFailure,
  forbidden,
  notFound,
  unauthenticated,
  validationFailure,
} from '../services/errors';
import type { MutationRequest, MutationResult } from '../sync/mutation';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in caller, loaded from the session by `loadActor`. */
    actor?: Actor;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller, or 401. Checked before the role and the body. */
export function requireUser(req: Request): Actor {
  if (!req.actor) throw unauthenticated();
  return req.actor;
}

/** A staff caller (any staff role: what they may reach is the access module's), or 401/403. */
export function requireStaff(req: Request): Actor {
  const actor = requireUser(req);
  if (!isStaffRole(actor.role)) throw forbidden();
  return actor;
}

/** The company administrator (accounts, complexes, backups), or 401/403. */
export function requireAdmin(req: Request): Actor {
  const actor = requireUser(req);
  if (actor.role !== 'admin') throw forbidden();
  return actor;
}

/** Parses a body with its contracts schema; the first failing field's message answers 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw validationFailure(firstIssueMessage(result.error), toIssues(result.error));
  }
  return result.data;
}

/** A path id: a malformed one is a row that does not exist (404). */
export function parseId(value: unknown, message?: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound(message);
  return value.toLowerCase();
}

/** User ids are server-made strings (`user-<uuid>`, demo ids); anything else is no account. */
export function parseUserId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,80}$/.test(value)) throw notFound();
  return value;
}

/** What a service needs to run a write: the caller, the request identity and its key. */
export function mutationRequest(req: Request, actor: Actor): MutationRequest {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) {
    throw new ApiFailure(400, 'validation', messages.common.idempotencyKeyInvalid);
  }
  return {
    actor,
    idempotencyKey: key?.toLowerCase(),
    method: req.method,
    path: req.path,
    body: req.body ?? null,
  };
}

/** Sends a write's answer; `Idempotent-Replayed` tells a client it got the stored one. */
export function sendResult(res: Response, result: MutationResult & { replayed?: boolean }): void {
  if (result.replayed) res.set('Idempotent-Replayed', 'true');
  if (result.status === 204 || result.body === null || result.body === undefined) {
    res.status(result.status).end();
  } else {
    res.status(result.status).json(result.body);
  }
}

/** A create's answer: 201 with the stored entity. */
export const created = (entity: unknown) => ({ status: 201, body: entity });
/** An update's answer: 200 with the whole entity. */
export const updated = (entity: unknown) => ({ status: 200, body: entity });
/** A delete's answer: 204, nothing. */
export const noContent = () => ({ status: 204, body: null });
