import express, { type RequestHandler } from 'express';
import { limits, messages } from '@chungcu/contracts';
import { ApiFailure } from '../services/errors';

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
function checkRawJson(_req: unknown, _res: unknown, buffer: Buffer, encoding: string): void {
  if (jsonDepth(decode(buffer, encoding)) > limits.jsonMaxDepth) {
    throw new ApiFailure(400, 'validation', messages.common.bodyTooDeep(limits.jsonMaxDepth));
  }
}

/** True when any string inside `value` (keys included) holds a NUL character; no recursion. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** PostgreSQL cannot store NUL in text: such a body is refused before it reaches a service. */
const refuseNul: RequestHandler = (req, _res, next) => {
  if (containsNul(req.body)) {
    return next(new ApiFailure(400, 'validation', messages.common.nulCharacter));
  }
  next();
};

/** JSON bodies within the size and depth limits, valid UTF-8 and free of NUL, or a 4xx. */
export function jsonBody(): RequestHandler[] {
  return [express.json({ limit: limits.jsonBodyMaxBytes, verify: checkRawJson }), refuseNul];
}
