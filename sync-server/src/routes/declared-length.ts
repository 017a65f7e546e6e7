import type { RequestHandler } from 'express';
import { messages } from '@chungcu/contracts';
import { ApiFailure } from '../services/errors';

/**
 * 413 before a byte of the body is read when the declared `Content-Length` is over `limit`. The
 * connection is closed after the answer: reading a body of the length declared (99 GB, say) only
 * to throw it away would keep the server busy for minutes.
 */
export function refuseDeclaredOver(
  limit: number,
  message: string = messages.common.bodyTooLarge,
): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('Content-Length'));
    if (Number.isFinite(declared) && declared > limit) {
      res.set('Connection', 'close');
      return next(new ApiFailure(413, 'payload_too_large', message));
    }
    next();
  };
}

/** Sends `100 Continue` now that the body is wanted (`createHttpServer` leaves it to routes). */
export const continueIfExpected: RequestHandler = (req, res, next) => {
  if (/^100-continue$/i.test(req.get('Expect') ?? '')) res.writeContinue();
  next();
};
