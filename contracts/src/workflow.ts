import { z } from 'zod';
import { residentCategories } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import { slaPolicySchema } from './sla';
import {
  baseVersionSchema,
  idSchema,
  integerAtLeast,
  optionalText,
  requiredText,
  sharedComplexIdSchema,
  sharedRowShape,
} from './common';

const t = messages.template;

/** POST /api/workflow-categories body. */
export const workflowCategoryCreateSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(messages.category.nameRequired, 100),
  description: optionalText(limits.longText),
  color: z
    .string({ error: messages.category.colorInvalid })
    .regex(/^#[0-9A-Fa-f]{6}$/, messages.category.colorInvalid)
    .default('#3B82F6'),
  complexId: sharedComplexIdSchema,
  /** Deadlines of its requests by priority; absent or null: none. */
  sla: slaPolicySchema.nullish(),
});
export type WorkflowCategoryCreate = z.input<typeof workflowCategoryCreateSchema>;
export type WorkflowCategoryCreateParsed = z.output<typeof workflowCategoryCreateSchema>;

/** PATCH /api/workflow-categories/{id} body: only the changed fields. */
export const workflowCategoryPatchSchema = workflowCategoryCreateSchema
  .pick({ name: true, description: true, sla: true })
  .extend({ color: workflowCategoryCreateSchema.shape.color.unwrap() })
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type WorkflowCategoryPatch = z.input<typeof workflowCategoryPatchSchema>;

export const workflowCategorySchema = z.object({
  ...sharedRowShape,
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  sla: slaPolicySchema.nullable(),
});
export type WorkflowCategory = z.infer<typeof workflowCategorySchema>;

/** The resident categories a template serves (each at most once; the mutations keep them so). */
const servedCategoriesSchema = z
  .array(residentCategories.schema, { error: messages.inquiry.residentCategoryInvalid })
  .max(residentCategories.values.length, messages.inquiry.residentCategoryInvalid);

/** POST /api/workflow-templates body; `category` holds a category id in the UI. */
export const workflowTemplateCreateSchema = z.strictObject({
  id: idSchema.optional(),
  templateName: requiredText(t.templateNameRequired, limits.varchar.templateName),
  description: optionalText(limits.longText),
  category: requiredText(t.categoryRequired, limits.varchar.templateCategory),
  createdByAdminId: z.string().trim().min(1).max(255).default('admin-001'),
  complexId: sharedComplexIdSchema,
  /**
   * What residents report that this template handles: a resident picking one of these files a
   * request made from it (the complex's own template before the company's shared one).
   */
  residentCategories: servedCategoriesSchema.default([]),
});
export type WorkflowTemplateCreate = z.input<typeof workflowTemplateCreateSchema>;
export type WorkflowTemplateCreateParsed = z.output<typeof workflowTemplateCreateSchema>;

/** PATCH /api/workflow-templates/{id} body: only the changed fields. */
export const workflowTemplatePatchSchema = workflowTemplateCreateSchema
  .pick({ templateName: true, description: true })
  .extend({ residentCategories: servedCategoriesSchema })
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type WorkflowTemplatePatch = z.input<typeof workflowTemplatePatchSchema>;

export const workflowTemplateSchema = z.object({
  ...sharedRowShape,
  templateName: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  isActive: z.boolean(),
  createdByAdminId: z.string(),
  /** Resident category keys (`residentCategories`); a row written before them has none. */
  residentCategories: z.array(z.string()),
});
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>;

/** POST /api/workflow-templates/{id}/steps body. */
export const templateStepCreateSchema = z.strictObject({
  id: idSchema.optional(),
  stepName: requiredText(t.stepNameRequired),
  stepOrder: integerAtLeast(1, t.stepOrderMin, 1000),
  defaultAssigneeId: optionalText(),
  defaultAssigneeName: optionalText(),
  defaultAssigneeRole: optionalText(limits.varchar.userRole),
  description: optionalText(limits.longText),
  estimatedDuration: z
    .number({ error: t.durationInvalid })
    .int(t.durationInvalid)
    .min(0, t.durationInvalid)
    .max(100_000, t.durationInvalid)
    .nullish(),
  isRequired: z.boolean({ error: messages.common.invalidBody }).default(true),
});
export type TemplateStepCreate = z.input<typeof templateStepCreateSchema>;
export type TemplateStepCreateParsed = z.output<typeof templateStepCreateSchema>;

export const templateStepSchema = z.object({
  ...sharedRowShape,
  templateId: z.string(),
  stepName: z.string(),
  stepOrder: z.number().int(),
  defaultAssigneeId: z.string().nullable(),
  defaultAssigneeName: z.string().nullable(),
  defaultAssigneeRole: z.string().nullable(),
  description: z.string().nullable(),
  /** Hours the step is expected to take; the inquiry's due date is derived from their sum. */
  estimatedDuration: z.number().int().nullable(),
  isRequired: z.boolean(),
});
export type TemplateStep = z.infer<typeof templateStepSchema>;

/** POST /api/workflow-templates/{id}/restore carries no body (an empty object at most). */
export const templateRestoreRequestSchema = z.strictObject({});

/** GET /api/workflow-templates/{id} answer. */
export const workflowTemplateDetailSchema = workflowTemplateSchema.extend({
  templateSteps: z.array(templateStepSchema),
});
export type WorkflowTemplateDetail = z.infer<typeof workflowTemplateDetailSchema>;

/** GET /api/workflow-templates/by-inquiry/{id} answer. */
export const templateByInquirySchema = z.object({
  templateName: z.string(),
  templateSteps: z.array(templateStepSchema),
});
export type TemplateByInquiry = z.infer<typeof templateByInquirySchema>;
