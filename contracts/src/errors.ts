import { z } from 'zod';
import { messages } from './messages';

export const errorCodes = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_mismatch',
  'rate_limited',
  'payload_too_large',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The body of every non-success answer. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export interface Issue {
  path: string[];
  message: string;
}

/** Turns zod issues into the wire shape, with Vietnamese text for unknown fields. */
export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String),
    message:
      issue.code === 'unrecognized_keys'
        ? messages.common.unknownField(issue.keys.join(', '))
        : issue.message,
  }));
}

/** The message shown for a failed validation: the first failing field's. */
export function firstIssueMessage(error: z.ZodError): string {
  return toIssues(error)[0]?.message ?? messages.common.invalidBody;
}
