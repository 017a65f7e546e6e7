import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** A row id: a UUID (v7 when made by a client). User ids are plain strings instead. */
export const idSchema = z.uuid({ error: messages.common.idInvalid });

/** An ISO 8601 instant with an offset, or a calendar date (YYYY-MM-DD). */
export const isoDateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: messages.common.dateInvalid,
});

/** Server timestamps are always full ISO instants in UTC. */
export const timestampSchema = z.string();

/** A required text field: trimmed, at least one character, with the spec's message. */
export function requiredText(message: string, max: number = limits.shortText) {
  return z.string({ error: message }).trim().min(1, message).max(max, messages.common.tooLong(max));
}

/** An optional free-text field; empty strings are stored as null. */
export function optionalText(max: number = limits.shortText) {
  return z
    .string({ error: messages.common.invalidBody })
    .trim()
    .max(max, messages.common.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional image or link address. */
export const optionalUrlSchema = optionalText(limits.urlText);

/** A required non-negative integer with one message for every way it can be wrong. */
export function integerAtLeast(min: number, message: string, max: number) {
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, messages.common.tooLong(max));
}

/** The optimistic-concurrency hint carried by every PATCH body. */
export const baseVersionSchema = z.number().int().nonnegative().optional();

/** Fields every synced row carries. */
export const syncedRowShape = {
  id: idSchema,
  version: z.number().int(),
  deletedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
};

/** The value a PATCH answer reports as overwritten when someone changed it after `baseVersion`. */
export const overwrittenSchema = z.object({
  field: z.string(),
  value: z.unknown(),
  by: z.string().nullable(),
  at: timestampSchema,
});
export type Overwritten = z.infer<typeof overwrittenSchema>;
