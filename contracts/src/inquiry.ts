import { z } from 'zod';
import { attachmentIdOfUrl } from './attachment';
import {
  inquiryCategories,
  inquiryStatuses,
  priorities,
  residentCategories,
  stepStatuses,
} from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  baseVersionSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  overwrittenSchema,
  requiredText,
  complexRowShape,
  timestampSchema,
} from './common';

const m = messages.inquiry;

/** POST /api/inquiries body. */
export const inquiryCreateSchema = z.strictObject({
  id: idSchema.optional(),
  title: requiredText(m.titleRequired, limits.varchar.inquiryTitle),
  description: requiredText(m.descriptionRequired, limits.longText),
  category: inquiryCategories.schema.default('general'),
  priority: priorities.schema.default('medium'),
  status: inquiryStatuses.schema.default('new'),
  residentId: idSchema.nullish(),
  apartmentId: idSchema.nullish(),
  templateId: idSchema.nullish(),
  /**
   * What the resident reports ('electricity', …). Without `templateId` the request is made from
   * the template its complex maps this category to, and without one it is still made, of the
   * request category the resident category means.
   */
  residentCategory: residentCategories.schema.nullish(),
  dueDate: isoDateSchema.nullish(),
  /** Content URLs of this server's attachments only: nothing a link could run or carry. */
  attachments: z
    .array(
      z
        .string()
        .max(limits.urlText, messages.common.tooLong(limits.urlText))
        .refine((url) => attachmentIdOfUrl(url) !== null, messages.attachment.onlyOwnUrls),
    )
    .max(limits.inquiryAttachmentTiles)
    .optional(),
});
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;
export type InquiryCreateParsed = z.output<typeof inquiryCreateSchema>;

/** PATCH /api/inquiries/{id} body: staff moving a request forward. */
export const inquiryPatchSchema = z.strictObject({
  status: inquiryStatuses.schema.optional(),
  priority: priorities.schema.optional(),
  assignedTo: optionalText(limits.varchar.assignedTo).optional(),
  dueDate: isoDateSchema.nullish(),
  response: optionalText(limits.longText).optional(),
  baseVersion: baseVersionSchema,
});
export type InquiryPatch = z.input<typeof inquiryPatchSchema>;
export type InquiryPatchParsed = z.output<typeof inquiryPatchSchema>;

export const inquirySchema = z.object({
  ...complexRowShape,
  /**
   * What people say and type (`TC-YC-2026-00042`), given by the server in the write that makes
   * the request (rule S32); null on a device until a request made there has synced.
   */
  number: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  residentId: z.string().nullable(),
  apartmentId: z.string().nullable(),
  assignedTo: z.string().nullable(),
  /** The account `assignedTo` names when the request was assigned automatically (S28). */
  assigneeId: z.string().nullable(),
  attachments: z.array(z.string()),
  response: z.string().nullable(),
  responseDate: timestampSchema.nullable(),
  dueDate: timestampSchema.nullable(),
  templateId: z.string().nullable(),
  /**
   * What the resident reported ('electricity', …) when the request was made from a resident
   * category: what the resident sees it as. Null when none was named (and on older requests).
   */
  residentCategory: residentCategories.schema.nullable(),
  createdBy: z.string().nullable(),
  /** The resident's verdict on completed work: a rating of 1–5 and a comment. */
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  confirmedAt: timestampSchema.nullable(),
  /** Why the resident returned the completed work (the request reopened then). */
  returnReason: z.string().nullable(),
  returnedAt: timestampSchema.nullable(),
  /**
   * Deadlines fixed when the request is made, from its category's policy for its
   * priority; a later change of the policy leaves them. Null: no policy applied.
   */
  responseDueAt: timestampSchema.nullable(),
  resolutionDueAt: timestampSchema.nullable(),
  /** When staff first acted on it (it left 'new'), and when it was last completed. */
  respondedAt: timestampSchema.nullable(),
  resolvedAt: timestampSchema.nullable(),
  /**
   * Set while it waits for its resident ('pending'): its clock stands still. On resuming, the
   * deadlines move by the time waited, which `slaPausedMs` adds up.
   */
  slaPausedAt: timestampSchema.nullable(),
  slaPausedMs: z.number().int(),
  overwritten: z.array(overwrittenSchema).optional(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** POST /api/inquiries/{id}/confirm body: the resident accepts completed work. */
export const inquiryConfirmSchema = z.strictObject({
  rating: z
    .number({ error: m.ratingInvalid })
    .int(m.ratingInvalid)
    .min(1, m.ratingInvalid)
    .max(5, m.ratingInvalid),
  comment: optionalText(limits.longText).optional(),
});
export type InquiryConfirm = z.input<typeof inquiryConfirmSchema>;

/** POST /api/inquiries/{id}/return body: the work is not done; the request reopens. */
export const inquiryReturnSchema = z.strictObject({
  reason: requiredText(m.returnReasonRequired, limits.longText),
});
export type InquiryReturn = z.input<typeof inquiryReturnSchema>;

/** GET /api/inquiries-with-details row. */
export const inquiryWithDetailsSchema = z.object({
  inquiries: inquirySchema,
  residents: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  apartments: z
    .object({ id: z.string(), unitNumber: z.string(), buildingBlock: z.string() })
    .nullable(),
});
export type InquiryWithDetails = z.infer<typeof inquiryWithDetailsSchema>;

/** One step of an inquiry's progress. */
export const inquiryProgressSchema = z.object({
  ...complexRowShape,
  inquiryId: z.string(),
  stepTitle: z.string(),
  stepOrder: z.number().int(),
  status: z.string(),
  assignee: z.string().nullable(),
  assigneeRole: z.string().nullable(),
  description: z.string().nullable(),
  isRequired: z.boolean(),
  estimatedDuration: z.number().int().nullable(),
  completedAt: timestampSchema.nullable(),
  startedAt: timestampSchema.nullable(),
  notes: z.string().nullable(),
  /** Why the step was left undone (status 'skipped'); null otherwise. */
  skipReason: z.string().nullable(),
  /** The staff's alone: never sent to a resident. */
  isInternal: z.boolean(),
  overwritten: z.array(overwrittenSchema).optional(),
});
export type InquiryProgress = z.infer<typeof inquiryProgressSchema>;

/** GET /api/inquiries/{id}/progress answer. */
export const inquiryProgressResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  progressSteps: z.array(inquiryProgressSchema),
});
export type InquiryProgressResponse = z.infer<typeof inquiryProgressResponseSchema>;

/** POST /api/inquiries/{id}/init-progress body (the progress page sends none). */
export const initProgressRequestSchema = z.strictObject({
  templateId: idSchema.nullish(),
  initiatorId: z.string().max(255, messages.common.tooLong(255)).nullish(),
  /**
   * Client-made ids for the steps, in template order, so a device can create progress offline and
   * start its first step before the server has answered. Used when there is one per template step.
   */
  stepIds: z.array(idSchema).max(200).optional(),
});
export type InitProgressRequest = z.infer<typeof initProgressRequestSchema>;

/** POST /api/inquiries/{id}/auto-create-progress carries no body (an empty object at most). */
export const autoCreateProgressRequestSchema = z.strictObject({});

export const initProgressResponseSchema = z.object({
  progressSteps: z.array(inquiryProgressSchema),
});
export type InitProgressResponse = z.infer<typeof initProgressResponseSchema>;

/** PATCH /api/inquiries/{id}/progress/{stepId} body: start or complete a step. */
export const progressStepPatchSchema = z.strictObject({
  status: stepStatuses.schema.optional(),
  notes: optionalText(limits.longText).optional(),
  assignee: optionalText().optional(),
  assigneeRole: optionalText().optional(),
  /** Marks the step internal (the staff's alone) or shows it to the resident again. */
  isInternal: z.boolean({ error: messages.progress.internalInvalid }).optional(),
  /** Why the step is skipped: required with status 'skipped'. */
  skipReason: optionalText(limits.longText).optional(),
  baseVersion: baseVersionSchema,
});

/**
 * What completing a request does with its steps still open: completes them, or skips them with
 * `skipReason`. Without it a request with an open step is not completed (rule of `updateInquiry`).
 */
export const openStepsSchema = z.enum(['complete', 'skip'], {
  error: messages.progress.openStepsInvalid,
});
export type OpenStepsChoice = z.infer<typeof openStepsSchema>;
export type ProgressStepPatch = z.input<typeof progressStepPatchSchema>;
export type ProgressStepPatchParsed = z.output<typeof progressStepPatchSchema>;
