import { z } from 'zod';
import { limits } from './limits';
import { messages } from './messages';

/**
 * The entities the change feed carries. Each change's `data` is the entity's wire shape
 * (see the per-resource schemas); a tombstone has `deletedAt` set.
 */
export const syncEntities = [
  'user',
  'complex',
  'block',
  'resident',
  'apartment',
  'assignment',
  'inquiry',
  'inquiryProgress',
  'inquiryMessage',
  'workflowCategory',
  'workflowTemplate',
  'templateStep',
  'attachment',
  'inspectionTemplate',
  'inspection',
  'meter',
  'meterReading',
  'notification',
  'householdMember',
  'vehicle',
  'householdRequest',
  'announcement',
  'announcementRecipient',
  'feeType',
  'billingPeriod',
  'invoice',
  'bankAccount',
  'unitCharge',
  'payment',
] as const;
export type SyncEntity = (typeof syncEntities)[number];

const intParam = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * A history of the server's database (rule S21): made with the database and replaced by every
 * restore. Opaque to devices; letters, digits and dashes.
 */
export const epochSchema = z
  .string({ error: messages.common.epochInvalid })
  .regex(/^[A-Za-z0-9-]{1,64}$/, messages.common.epochInvalid);

/**
 * GET /api/sync/changes query: `since` is the cursor of the previous pull (0 at first) and
 * `epoch` the history it was answered in (rule S21). A cursor of another history resyncs; one
 * sent without its history (a device from before protocol 5) is trusted only up to the last
 * version its history may share with the server's.
 */
export const changesQuerySchema = z.strictObject({
  since: intParam(messages.common.sinceInvalid, 0, Number.MAX_SAFE_INTEGER).default(0),
  epoch: epochSchema.optional(),
  limit: intParam(messages.common.limitInvalid, 1, limits.syncPageMax).default(
    limits.syncPageDefault,
  ),
});
export type ChangesQuery = z.output<typeof changesQuerySchema>;

export const changeSchema = z.object({
  entity: z.enum(syncEntities),
  id: z.string(),
  version: z.number().int(),
  deletedAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type Change = z.infer<typeof changeSchema>;

/** GET /api/sync/changes answer: pull again from `cursor` while `hasMore`. */
export const changesResponseSchema = z.object({
  changes: z.array(changeSchema),
  cursor: z.number().int(),
  /**
   * The history `cursor` belongs to (rule S21): sent back as `epoch` beside `since`. Servers
   * before protocol 5 leave it out.
   */
  epoch: epochSchema.optional(),
  hasMore: z.boolean(),
  /**
   * What the caller may see has changed since its cursor (moved in or out, its record's email
   * changed or deleted, a request re-linked), or the cursor belongs to another history (the
   * database was restored): forget the mirror and pull again from since=0.
   */
  resync: z.boolean().optional(),
});
export type ChangesResponse = z.infer<typeof changesResponseSchema>;

const syncEntityNames = new Set<string>(syncEntities);
/** A changes page with its rows left unparsed: `parseChangesResponse` checks them in place. */
const changesEnvelopeSchema = changesResponseSchema.extend({ changes: z.array(z.unknown()) });

/** Whether a value is a row `changeSchema` accepts, checked where it lies (nothing copied). */
function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.entity === 'string' &&
    syncEntityNames.has(row.entity) &&
    typeof row.id === 'string' &&
    Number.isInteger(row.version) &&
    (row.deletedAt === null || typeof row.deletedAt === 'string') &&
    typeof row.data === 'object' &&
    row.data !== null &&
    !Array.isArray(row.data)
  );
}

/**
 * `changesResponseSchema.parse`, at a device's pace: the envelope is parsed whole, each of up to
 * a thousand rows is checked in place by `isChange` instead of being copied key by key, and a row
 * that fails is parsed by `changeSchema` for its message. Accepts and refuses what the schema
 * does (sync.test.ts); extra fields of a row are left on it.
 */
export function parseChangesResponse(body: unknown): ChangesResponse {
  const page = changesEnvelopeSchema.parse(body);
  page.changes.forEach((row, index) => {
    if (isChange(row)) return;
    const parsed = changeSchema.safeParse(row);
    if (!parsed.success)
      throw new z.ZodError(
        parsed.error.issues.map((issue) => ({ ...issue, path: ['changes', index, ...issue.path] })),
      );
    page.changes[index] = parsed.data;
  });
  return page as ChangesResponse;
}

/**
 * A poke's data: "pull now" (rule S15). `epoch` is the history of the commit (rule S21);
 * `version`, the commit's place on the database's one clock, goes to admins only: a resident
 * could count everyone's writes with it (rule S22). A device pulls on every poke whatever it
 * carries.
 */
export interface Poke {
  version?: number;
  epoch: string;
}

const KEEP_ALIVE_MS = 25_000;

/**
 * GET /api/sync/events (Server-Sent Events): the server sends `event: poke` with a `Poke` as
 * `data` (`{"version": n, "epoch": "…"}` to an admin, `{"epoch": "…"}` to anyone else) after a
 * commit the caller may see, and after a restore, and every `keepAliveMs` a comment line, so
 * proxies do not close an idle stream, with an `alive` event the device can see (EventSource
 * shows no comments). The stream ends at once when the caller's session ends (sign-out by another
 * device's password change, a reset, the account locked: rule S22). `retryMs` is the
 * reconnection delay the server suggests to EventSource.
 */
export const liveUpdates = {
  path: '/api/sync/events',
  pokeEvent: 'poke',
  aliveEvent: 'alive',
  keepAliveMs: KEEP_ALIVE_MS,
  /**
   * A stream that has said nothing this long (two keep-alives missed, and 10 s of a slow line)
   * is dead, though the browser still holds it open: the device closes it and opens another
   * (rule S15).
   */
  silentLimitMs: 2 * KEEP_ALIVE_MS + 10_000,
  retryMs: 3_000,
} as const;
