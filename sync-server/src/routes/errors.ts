import type { ErrorRequestHandler, RequestHandler } from 'express';
import { type ApiError, messages } from '@chungcu/contracts';
import { ApiFailure } from '../services/errors';

/** Unknown API paths answer JSON 404, never the app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: messages.common.notFound, code: 'not_found' } satisfies ApiError);
};

/** Maps every failure to the error shape of API.md; only a bug answers 500. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    let body: ApiError;
    let status: number;
    if (error instanceof ApiFailure) {
      status = error.status;
      body = {
        message: error.message,
        code: error.code,
        ...(error.issues ? { issues: error.issues } : {}),
      };
    } else if (error?.type === 'entity.parse.failed') {
      status = 400;
      body = { message: messages.common.invalidJson, code: 'validation' };
    } else if (error?.type === 'entity.too.large') {
      status = 413;
      body = { message: messages.common.bodyTooLarge, code: 'payload_too_large' };
    } else if (error?.status === 404) {
      // e.g. send()/sendFile() of a file that is not there.
      status = 404;
      body = { message: messages.common.notFound, code: 'not_found' };
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      status = error.status;
      body = { message: messages.common.invalidBody, code: 'validation' };
    } else {
      log(error);
      status = 500;
      body = { message: 'Lỗi máy chủ', code: 'internal' };
    }
    res.status(status).json(body);
  };
}
