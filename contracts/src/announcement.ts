import { z } from 'zod';
import { complexRowShape, idSchema, inYearRange, requiredText, timestampSchema } from './common';
import { announcementCategories } from './enums';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.announcement;

const manyOf = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: m.audienceInvalid })
    .min(1, m.audienceEmpty)
    .max(limits.announcementAudienceMax, m.audienceTooLarge(limits.announcementAudienceMax));

/** One floor of one block: the units of that block on that floor. */
export const audienceFloorSchema = z.strictObject({
  blockId: idSchema,
  floor: z
    .number({ error: m.floorInvalid })
    .int(m.floorInvalid)
    .min(1, m.floorInvalid)
    .max(limits.maxFloor, m.floorInvalid),
});
export type AudienceFloor = z.infer<typeof audienceFloorSchema>;

/**
 * Who an announcement is for, within its complex: everyone, one or more blocks, floors (block and
 * floor) or units. Only a description: the recipients are the residents living in those units at
 * the moment it is sent, fixed then (`announcementRecipient`).
 */
export const announcementAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('complex') }),
    z.strictObject({ kind: z.literal('blocks'), blockIds: manyOf(idSchema) }),
    z.strictObject({ kind: z.literal('floors'), floors: manyOf(audienceFloorSchema) }),
    z.strictObject({ kind: z.literal('units'), apartmentIds: manyOf(idSchema) }),
  ],
  { error: m.audienceInvalid },
);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** An instant (with its offset) in the years every stored date keeps to. */
const instantSchema = z.iso
  .datetime({ offset: true, error: messages.common.dateInvalid })
  .refine(inYearRange, { error: messages.common.dateOutOfRange });

/** An announcement as synced (entity `announcement`). */
export const announcementSchema = z.object({
  ...complexRowShape,
  title: z.string(),
  body: z.string(),
  category: z.string(),
  audience: announcementAudienceSchema,
  /** Shown as a banner to its recipients until `endsAt`. */
  urgent: z.boolean(),
  endsAt: timestampSchema.nullable(),
  /** When it is to go out; null: at once. */
  publishAt: timestampSchema.nullable(),
  status: z.string(),
  sentAt: timestampSchema.nullable(),
  cancelledAt: timestampSchema.nullable(),
  /** The sent announcement this one corrects (the text of a sent one is final). */
  correctsId: z.string().nullable(),
  /** How many residents it was sent to: the denominator of "12/40 đã đọc", fixed at sending. */
  recipientCount: z.number().int(),
  createdBy: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * A resident an announcement was sent to (entity `announcementRecipient`): one row per resident
 * record living in the audience's units when it went out, never added to afterwards. The
 * resident sees their own rows (their unread marks); staff see all of their complexes'.
 */
export const announcementRecipientSchema = z.object({
  ...complexRowShape,
  announcementId: z.string(),
  residentId: z.string(),
  /** The unit they lived in then (their primary one when several were addressed). */
  apartmentId: z.string().nullable(),
  readAt: timestampSchema.nullable(),
});
export type AnnouncementRecipient = z.infer<typeof announcementRecipientSchema>;

const announcementFields = {
  /** The complex it is for; absent: the one the staff member works in. */
  complexId: idSchema.optional(),
  title: requiredText(m.titleRequired, limits.announcementTitle),
  body: requiredText(m.bodyRequired, limits.longText),
  category: announcementCategories.schema.default('general'),
  audience: announcementAudienceSchema.default({ kind: 'complex' }),
  urgent: z.boolean({ error: m.urgentInvalid }).default(false),
  endsAt: instantSchema.nullish(),
  publishAt: instantSchema.nullish(),
  correctsId: idSchema.nullish(),
};

type Timed = { urgent: boolean; endsAt?: string | null; publishAt?: string | null };

/** An urgent announcement needs an end; an end comes after the time it goes out. */
function checkTimes(value: Timed, ctx: z.RefinementCtx) {
  if (value.urgent && !value.endsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsAtRequired });
  } else if (
    value.endsAt &&
    value.publishAt &&
    Date.parse(value.endsAt) <= Date.parse(value.publishAt)
  ) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforePublish });
  }
}

/** POST /api/announcements body (staff). */
export const announcementCreateSchema = z
  .strictObject({ id: idSchema.optional(), ...announcementFields })
  .superRefine(checkTimes);
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

/** POST /api/announcements/{id}/cancel and /read carry no body (an empty object at most). */
export const announcementActionSchema = z.strictObject({});

/** The mutations' arguments: the REST bodies plus the path's ids. */
export const announcementArgs = {
  create: z.strictObject({ id: idSchema, ...announcementFields }).superRefine(checkTimes),
  cancel: z.strictObject({ id: idSchema }),
  read: z.strictObject({ id: idSchema }),
};

/** GET /api/announcements/{id}/recipients row: who it went to, and whether they have read it. */
export const announcementRecipientViewSchema = announcementRecipientSchema.extend({
  resident: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  unitNumber: z.string().nullable(),
});
export type AnnouncementRecipientView = z.infer<typeof announcementRecipientViewSchema>;

/** Whether an announcement is shown as a banner at `now` (ISO): urgent, sent and not yet over. */
export function isBannerAt(announcement: Announcement, now: string): boolean {
  return (
    announcement.urgent &&
    announcement.status === 'sent' &&
    !announcement.deletedAt &&
    announcement.endsAt !== null &&
    Date.parse(announcement.endsAt) > Date.parse(now)
  );
}
