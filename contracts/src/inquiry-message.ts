import { z } from 'zod';
import { complexRowShape, idSchema, requiredText } from './common';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.inquiryMessage;

/**
 * One message of a request's conversation (entity `inquiryMessage`): the resident and the office
 * write to each other about the request; an `internal` one is the staff's alone, never sent to a
 * resident. `fromStaff` says which side wrote it (a resident's device knows no staff account:
 * it shows the office).
 */
export const inquiryMessageSchema = z.object({
  ...complexRowShape,
  inquiryId: z.string(),
  authorId: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  internal: z.boolean(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

/** The `postInquiryMessage` mutation's arguments (`id`: the message's, made by the device). */
export const inquiryMessageArgsSchema = z.strictObject({
  id: idSchema,
  inquiryId: idSchema,
  body: requiredText(m.bodyRequired, limits.longText),
  internal: z.boolean({ error: m.internalInvalid }).default(false),
});
export type InquiryMessageArgs = z.input<typeof inquiryMessageArgsSchema>;

/** POST /api/inquiries/{id}/messages body: the message (its id made by the caller, else here). */
export const inquiryMessageCreateSchema = inquiryMessageArgsSchema
  .omit({ inquiryId: true })
  .extend({ id: idSchema.optional() });
