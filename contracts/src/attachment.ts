import { z } from 'zod';
import { idSchema, complexRowShape, timestampSchema } from './common';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.attachment;

/** The rows a file may belong to. */
export const attachmentOwners = [
  'apartment',
  'resident',
  'inquiry',
  'inquiryProgress',
  'inspection',
  'meterReading',
  /** Photos and files of an announcement: its recipients see them with it. */
  'announcement',
  /** Photos of a message of a request's conversation: whoever sees the message sees them. */
  'inquiryMessage',
] as const;
export type AttachmentOwner = (typeof attachmentOwners)[number];

/**
 * What a file is for; ID-card sides are personal data (only admins and the resident read them).
 */
export const attachmentPurposes = [
  'photo',
  'idCardFront',
  'idCardBack',
  'file',
  /** An inspector's signature drawn on the screen (PNG), owned by the inspection. */
  'signature',
] as const;
export type AttachmentPurpose = (typeof attachmentPurposes)[number];

/** The only types ever stored or served, each checked by its bytes, never by its name. */
export const attachmentMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export type AttachmentMimeType = (typeof attachmentMimeTypes)[number];

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, m.sha256Invalid);
const dimension = z.number().int().min(1).max(20_000).nullish();

/** POST /api/attachments body, and the `createAttachment` mutation's arguments (with `id`). */
export const attachmentCreateSchema = z.strictObject({
  id: idSchema,
  ownerEntity: z.enum(attachmentOwners, { error: m.ownerInvalid }),
  ownerId: idSchema,
  purpose: z.enum(attachmentPurposes, { error: m.purposeInvalid }).default('photo'),
  fileName: z
    .string({ error: m.fileNameRequired })
    .trim()
    .min(1, m.fileNameRequired)
    .max(limits.shortText, messages.common.tooLong(limits.shortText)),
  mimeType: z.enum(attachmentMimeTypes, { error: m.typeNotAllowed }),
  byteSize: z
    .number({ error: m.tooLarge })
    .int()
    .min(1, m.empty)
    .max(limits.attachmentMaxBytes, m.tooLarge),
  sha256: sha256Schema,
  width: dimension,
  height: dimension,
  position: z.number().int().min(0).max(1000).nullish(),
  /** The checklist item a photo shows (inspections). */
  itemId: z.string().max(100).nullish(),
});
export type AttachmentCreate = z.input<typeof attachmentCreateSchema>;

/** An attachment's metadata as synced (entity `attachment`): never its bytes. */
export const attachmentSchema = z.object({
  ...complexRowShape,
  ownerEntity: z.enum(attachmentOwners),
  ownerId: z.string(),
  purpose: z.enum(attachmentPurposes),
  fileName: z.string(),
  mimeType: z.enum(attachmentMimeTypes),
  byteSize: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  position: z.number().int().nullable(),
  itemId: z.string().nullable(),
  /** Null until the content is stored. */
  uploadedAt: timestampSchema.nullable(),
  createdBy: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Where an attachment's bytes are read and written (one definition for server and device). */
export const attachmentPaths = {
  content: (id: string) => `/api/attachments/${id}/content`,
  thumbnail: (id: string) => `/api/attachments/${id}/thumbnail`,
  /** POST: where to send the bytes of `kind` (an `UploadPlan`). */
  uploads: (id: string, kind: 'content' | 'thumbnail') => `/api/attachments/${id}/${kind}/uploads`,
  /** POST: a direct upload is in the object store; the server checks and keeps it. */
  upload: (id: string, kind: 'content' | 'thumbnail', uploadId: string) =>
    `/api/attachments/${id}/${kind}/uploads/${uploadId}`,
};

/** The types a thumbnail may be (made on the device; sniffed by the server). */
export const thumbnailMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The body of both upload calls: nothing for a file's content (its metadata declared it), and a
 * thumbnail's own size, SHA-256 and type (it is made on the device and may be replaced).
 */
export const uploadDeclarationSchema = z.strictObject({
  thumbnail: z
    .strictObject({
      byteSize: z.number().int().min(1, m.empty).max(limits.thumbnailMaxBytes, m.thumbnailTooLarge),
      sha256: sha256Schema,
      mimeType: z.enum(thumbnailMimeTypes, { error: m.bytesMismatch }),
    })
    .optional(),
});
export type UploadDeclaration = z.infer<typeof uploadDeclarationSchema>;

/**
 * The answer of POST /api/attachments/{id}/{kind}/uploads: the bytes are already stored, or the
 * request to send them with. From an object store the URL is presigned and short-lived, and the
 * upload is confirmed with its `uploadId`; to the server itself `uploadId` is null.
 */
export const uploadPlanSchema = z.union([
  z.object({ stored: z.literal(true) }),
  z.object({
    stored: z.literal(false),
    method: z.literal('PUT'),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    uploadId: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
]);
export type UploadPlan = z.infer<typeof uploadPlanSchema>;

const CONTENT_URL =
  /^\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/content$/i;

/**
 * The attachment id of this server's content URL (`attachmentPaths.content`), or null for
 * anything else: an outside link, `javascript:`, `data:`, another path.
 */
export function attachmentIdOfUrl(url: string): string | null {
  return CONTENT_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}
