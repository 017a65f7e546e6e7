import express, { type RequestHandler } from 'express';
import { findUnstorableText, limits, messages } from '@chungcu/contracts';
import { ApiFailure, unstorableTextFailure } from '../services/errors';
import { continueIfExpected, refuseDeclaredOver } from './declared-length';

/** Where devices push named mutations (relative to /api). */
const PUSH_PATH = '/sync/push';

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without recursion
 * (brackets inside strings do not count).
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/**
 * The body as text: UTF-8 must be valid (it would otherwise be stored with U+FFFD in place of
 * what was sent); body-parser admits only the other UTF encodings besides.
 */
function decode(buffer: Buffer, encoding: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(buffer);
  } catch {
    throw new ApiFailure(400, 'validation', messages.common.invalidUtf8);
  }
}

/**
 * Runs on the raw body before JSON.parse: a body nested deeper than any real one would overflow
 * the stack of whatever walks it later.
 */
export function checkRawJson(_req: unknown, _res: unknown, buffer: Buffer, encoding: string): void {
  if (jsonDepth(decode(buffer, encoding)) > limits.jsonMaxDepth) {
    throw new ApiFailure(400, 'validation', messages.common.bodyTooDeep(limits.jsonMaxDepth));
  }
}

/**
 * PostgreSQL can store neither NUL nor half of a surrogate pair (a `\ud800` escape is valid JSON
 * but no Unicode): such a body is refused, naming the field, before it reaches a service. A push
 * is checked mutation by mutation instead (`mutations.service.ts`), so one bad change is refused
 * on its own and never holds back its batch (rule S16).
 */
const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  if (req.path === PUSH_PATH) return next();
  const found = findUnstorableText(req.body);
  if (found) return next(unstorableTextFailure(found));
  next();
};

/** JSON bodies within the size and depth limits, valid UTF-8, well-formed and free of NUL, or a 4xx. */
export function jsonBody(): RequestHandler[] {
  return [
    refuseDeclaredOver(limits.jsonBodyMaxBytes),
    continueIfExpected,
    express.json({ limit: limits.jsonBodyMaxBytes, verify: checkRawJson }),
    refuseUnstorableText,
  ];
}
