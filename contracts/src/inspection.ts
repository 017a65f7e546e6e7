import { z } from 'zod';
import { priorities } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  baseVersionSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
  sharedComplexIdSchema,
  sharedRowShape,
  complexRowShape,
  timestampSchema,
} from './common';

const m = messages.inspection;

/** What an inspector makes of one checklist item. */
export const inspectionOutcomes = {
  values: ['pass', 'fail', 'na'] as const,
  labels: { pass: 'Đạt', fail: 'Không đạt', na: 'Không áp dụng' },
  schema: z.enum(['pass', 'fail', 'na'], { error: m.outcomeInvalid }),
};
export type InspectionOutcome = (typeof inspectionOutcomes.values)[number];

/**
 * A checklist item's id: short and stable, since results and photos (`attachment.itemId`, at most
 * 100 characters) name the item by it.
 */
export const inspectionItemIdSchema = z
  .string({ error: m.itemIdInvalid })
  .regex(/^[A-Za-z0-9._-]{1,100}$/, m.itemIdInvalid);

const itemFields = {
  section: requiredText(m.sectionRequired),
  label: requiredText(m.labelRequired, 500),
  /** A failed item of this kind cannot be completed without a photo of it. */
  needsPhotoOnFail: z.boolean({ error: messages.common.invalidBody }).default(false),
};

const uniqueIds = (items: readonly { id?: string }[]) => {
  const ids = items.flatMap((item) => (item.id ? [item.id] : []));
  return new Set(ids).size === ids.length;
};

const itemList = <T extends z.ZodType<{ id?: string }>>(item: T) =>
  z
    .array(item, { error: m.itemsRequired })
    .min(1, m.itemsRequired)
    .max(limits.inspectionItemsMax, m.itemsRequired)
    .refine(uniqueIds, { error: m.itemIdsRepeated });

/** POST /api/inspection-templates body: items in the order they are walked; ids made if absent. */
export const inspectionTemplateCreateSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(m.nameRequired),
  items: itemList(z.strictObject({ id: inspectionItemIdSchema.optional(), ...itemFields })),
  complexId: sharedComplexIdSchema,
});
export type InspectionTemplateCreate = z.input<typeof inspectionTemplateCreateSchema>;

/** The `createInspectionTemplate` mutation's arguments: every item carries its id. */
export const inspectionTemplateArgsSchema = z.strictObject({
  id: idSchema,
  name: requiredText(m.nameRequired),
  items: itemList(z.strictObject({ id: inspectionItemIdSchema, ...itemFields })),
  complexId: sharedComplexIdSchema,
});

export const inspectionItemSchema = z.object({
  id: z.string(),
  section: z.string(),
  label: z.string(),
  needsPhotoOnFail: z.boolean(),
});
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

/** A checklist (entity `inspectionTemplate`); items are grouped on screen by their `section`. */
export const inspectionTemplateSchema = z.object({
  ...sharedRowShape,
  name: z.string(),
  items: z.array(inspectionItemSchema),
});
export type InspectionTemplate = z.infer<typeof inspectionTemplateSchema>;

/** POST /api/inspections body: an inspection of a unit begins (the caller is the inspector). */
export const inspectionCreateSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: idSchema,
  templateId: idSchema,
  /** When the walk began; the time of the change when absent. */
  startedAt: isoDateSchema.optional(),
});
export type InspectionCreate = z.input<typeof inspectionCreateSchema>;

/** One item's result as sent: an absent `note` keeps the one there, null or '' clears it. */
export const inspectionResultInputSchema = z.strictObject({
  itemId: inspectionItemIdSchema,
  outcome: inspectionOutcomes.schema,
  note: optionalText(limits.longText).optional(),
});

/**
 * PATCH /api/inspections/{id} body. Results are merged item by item (two tablets marking
 * different items offline both keep theirs); `completedAt` closes the inspection for good.
 */
export const inspectionPatchSchema = z.strictObject({
  results: z
    .array(inspectionResultInputSchema, { error: messages.common.invalidBody })
    .max(limits.inspectionItemsMax, messages.common.invalidBody)
    .refine((list) => new Set(list.map((r) => r.itemId)).size === list.length, {
      error: m.resultsRepeated,
    })
    .optional(),
  summary: optionalText(limits.longText).optional(),
  completedAt: isoDateSchema.optional(),
  /** Who signed (the inspector's name as shown on the report). */
  signedBy: optionalText().optional(),
  baseVersion: baseVersionSchema,
});
export type InspectionPatch = z.input<typeof inspectionPatchSchema>;

export const inspectionResultSchema = z.object({
  itemId: z.string(),
  outcome: z.enum(inspectionOutcomes.values),
  note: z.string().nullable(),
  /** The request made from this failed item, once. */
  inquiryId: z.string().nullable(),
});
export type InspectionResult = z.infer<typeof inspectionResultSchema>;

/** An inspection of a unit (entity `inspection`); its photos are attachments naming an item. */
export const inspectionSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  templateId: z.string(),
  startedAt: timestampSchema,
  completedAt: timestampSchema.nullable(),
  inspectorId: z.string(),
  results: z.array(inspectionResultSchema),
  summary: z.string().nullable(),
  signedBy: z.string().nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** POST /api/inspections/{id}/findings/{itemId}/inquiry body. */
export const findingInquiryRequestSchema = z.strictObject({
  id: idSchema.optional(),
  priority: priorities.schema.optional(),
  residentId: idSchema.nullish(),
});
export type FindingInquiryRequest = z.input<typeof findingInquiryRequestSchema>;
