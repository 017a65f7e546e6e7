import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/** A row id: a UUID (v7 when made by a client). User ids are plain strings instead. */
export const idSchema = z.uuid({ error: messages.common.idInvalid });

/**
 * An ISO 8601 instant with an offset, or a calendar date (YYYY-MM-DD), in years 1900–2100:
 * PostgreSQL has no year 0 and no date of a person or a request lies outside that range.
 */
export const isoDateSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: messages.common.dateInvalid,
  })
  .refine(inYearRange, { error: messages.common.dateOutOfRange });

/** Whether an ISO date or instant lies in the years every stored date keeps to (1900–2100). */
export function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= limits.dateYearMin && year <= limits.dateYearMax;
}

/**
 * Characters that show nothing yet make two strings differ: zero-width space and joiners, word
 * joiner, byte-order mark, soft hyphen and the bidirectional marks, embeddings and isolates.
 */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/**
 * The form in which an identifier is compared and stored: NFC, invisible characters removed,
 * trimmed. Two values that look the same on screen end up equal here.
 */
export function cleanIdentifier(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** A required identifier (unit number, code): cleaned before it is checked or compared. */
export function requiredIdentifier(message: string, max: number = limits.shortText) {
  return z
    .string({ error: message })
    .overwrite(cleanIdentifier)
    .min(1, message)
    .max(max, messages.common.tooLong(max));
}

/** A person's name: cleaned like an identifier, so look-alike names are not two people. */
export const requiredName = requiredIdentifier;

/** A CCCD number: 12 digits; spaces, dots and dashes typed between groups are dropped. */
export function idCardSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .overwrite((value) => cleanIdentifier(value).replace(/[\s.-]/g, ''))
    .min(1, requiredMessage)
    .regex(/^\d{12}$/, messages.common.idCardInvalid);
}

/** An email address as compared and stored: cleaned and lower-cased. */
export function emailSchema(message: string) {
  return z
    .string({ error: message })
    .overwrite((value) => cleanIdentifier(value).toLowerCase())
    .max(limits.shortText, message)
    .pipe(z.email(message));
}

/**
 * A phone number in its one stored form. Vietnamese numbers as people write them ('0912 345 678',
 * '+84 912345678', '84912345678', '(024) 3825 1234') become '+84…'; another country's number must
 * start with '+'. Null when the text is not a phone number.
 */
export function normalisePhone(value: string): string | null {
  const compact = cleanIdentifier(value).replace(/[\s.()-]/g, '');
  const vietnamese = /^(?:\+84|84|0)([1-9]\d{8,9})$/.exec(compact);
  if (vietnamese) return `+84${vietnamese[1]}`;
  if (compact.startsWith('+84')) return null;
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** A required phone number, stored as `normalisePhone` gives it. */
export function phoneSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .overwrite(cleanIdentifier)
    .min(1, requiredMessage)
    .max(limits.varchar.phoneNumber * 2, messages.common.phoneInvalid)
    .transform((value, ctx) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: messages.common.phoneInvalid });
      return z.NEVER;
    });
}

/** An optional phone number: empty is null, anything else must be a phone number. */
export function optionalPhone() {
  return z
    .string({ error: messages.common.phoneInvalid })
    .overwrite(cleanIdentifier)
    .max(limits.varchar.phoneNumber * 2, messages.common.phoneInvalid)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const phone = normalisePhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: 'custom', message: messages.common.phoneInvalid });
      return z.NEVER;
    });
}

/** Server timestamps are always full ISO instants in UTC. */
export const timestampSchema = z.string();

/** A required text field: NFC, trimmed, at least one character, with the spec's message. */
export function requiredText(message: string, max: number = limits.shortText) {
  return z
    .string({ error: message })
    .overwrite((value) => value.normalize('NFC'))
    .trim()
    .min(1, message)
    .max(max, messages.common.tooLong(max));
}

/** An optional free-text field; empty strings are stored as null. */
export function optionalText(max: number = limits.shortText) {
  return z
    .string({ error: messages.common.invalidBody })
    .overwrite((value) => value.normalize('NFC'))
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

/**
 * A row of one complex's data (DESIGN "Complexes"): `complexId` is derived by the mutations from
 * the unit or owner it belongs to, never chosen apart from it.
 */
export const complexRowShape = { ...syncedRowShape, complexId: idSchema };
/** A checklist, category or workflow of one complex, or shared by the company (null). */
export const sharedRowShape = { ...syncedRowShape, complexId: idSchema.nullable() };
/**
 * The complex a new checklist, category or workflow template is made in; null: shared by the
 * company (only the company administrator's); absent: the company administrator's are shared, a
 * manager's or staff member's go to the complex they work in (rule S23).
 */
export const sharedComplexIdSchema = idSchema.nullable().optional();

/** The value a PATCH answer reports as overwritten when someone changed it after `baseVersion`. */
export const overwrittenSchema = z.object({
  field: z.string(),
  value: z.unknown(),
  by: z.string().nullable(),
  at: timestampSchema,
});
export type Overwritten = z.infer<typeof overwrittenSchema>;
