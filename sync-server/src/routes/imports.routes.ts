import express, { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { importKindSchema, limits, messages } from '@chungcu/contracts';
import type { Services } from '../services';
import { ApiFailure } from '../services/errors';
import { continueIfExpected, refuseDeclaredOver } from './declared-length';
import { parseBody, parseId, requireStaff } from './http';

const tooLarge = messages.import.tooLarge(limits.importMaxBytes / (1024 * 1024));

/** Who may import is known before a byte of the file is read. */
const staffOnly: RequestHandler = (req, _res, next) => {
  requireStaff(req);
  next();
};

/** The raw parser's own 413 in the import's words. */
const sheetTooLarge: ErrorRequestHandler = (error, _req, _res, next) => {
  const large = (error as { type?: string } | null)?.type === 'entity.too.large';
  next(large ? new ApiFailure(413, 'payload_too_large', tooLarge) : error);
};

const rawSheet = express.raw({ type: () => true, limit: limits.importMaxBytes, inflate: false });

/** The sheet's bytes as the body, whatever its Content-Type (.xlsx or CSV: read by content). */
const sheetBody: RequestHandler[] = [
  staffOnly,
  refuseDeclaredOver(limits.importMaxBytes, tooLarge),
  continueIfExpected,
  (req, res, next) =>
    rawSheet(req, res, (error?: unknown) =>
      error ? sheetTooLarge(error, req, res, next) : next(),
    ),
];

/**
 * Imports of units, residents and meters from a sheet (rule S29, README "Import"): the preview
 * answers each row's result and writes nothing; the confirm writes the valid rows in one
 * transaction. Staff of the complex only.
 */
export function importsRoutes({ imports }: Services): Router {
  const router = Router();
  for (const step of ['preview', 'confirm'] as const) {
    router.post(`/complexes/:id/imports/:kind/${step}`, ...sheetBody, async (req, res) => {
      const actor = requireStaff(req);
      const complexId = parseId(req.params.id, messages.complex.notFound);
      const kind = parseBody(importKindSchema, req.params.kind);
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await imports[step](actor, complexId, kind, bytes));
    });
  }
  return router;
}
