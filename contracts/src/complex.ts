import { z } from 'zod';
import { idSchema, optionalText, requiredIdentifier, requiredText, syncedRowShape } from './common';
import { limits } from './limits';
import { messages } from './messages';
import { adminUserSchema } from './user';

const m = messages.complex;

/**
 * A complex (chung cư): the unit of tenancy of an installation run by a management company
 * (DESIGN "Complexes"). Its code is short and human (`VH-OP3`), unique whatever the case.
 */
/**
 * One rule of a complex's automatic assignment: a new request of `categoryId` (its
 * template's category row; null: any) in `blockId` (null: any block, or no unit) goes to
 * `assigneeId`, named `assigneeName` as requests show their assignee.
 */
export const assignmentRuleSchema = z.object({
  categoryId: z.string().nullable(),
  blockId: z.string().nullable(),
  assigneeId: z.string(),
  assigneeName: z.string(),
});
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;

export const complexSchema = z.object({
  ...syncedRowShape,
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  /** In order: the first rule a new request matches assigns it (rule S28). */
  assignmentRules: z.array(assignmentRuleSchema),
});
export type Complex = z.infer<typeof complexSchema>;

/** Letters, digits and dashes, 2–20 characters: what fits on a label and is read aloud. */
const complexCode = requiredIdentifier(m.codeRequired, 20)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, { error: m.codeInvalid }));

/** POST /api/complexes (the company administrator). */
export const complexCreateSchema = z.strictObject({
  code: complexCode,
  name: requiredText(m.nameRequired, limits.shortText),
  address: optionalText(limits.shortText),
});
export type ComplexCreate = z.output<typeof complexCreateSchema>;

/** PATCH /api/complexes/{id}: any of the fields. */
export const complexPatchSchema = complexCreateSchema.partial();
export type ComplexPatch = z.output<typeof complexPatchSchema>;

/** PUT /api/complexes/{id}/assignment-rules: the whole ordered list, replacing the old one. */
export const assignmentRulesPutSchema = z.strictObject({
  rules: z
    .array(
      z.strictObject({
        categoryId: idSchema.nullable(),
        blockId: idSchema.nullable(),
        userId: z.string({ error: m.assigneeRequired }).min(1, m.assigneeRequired).max(255),
      }),
      { error: m.rulesRequired },
    )
    .max(limits.assignmentRules, { error: m.tooManyRules }),
});
export type AssignmentRulesPut = z.infer<typeof assignmentRulesPutSchema>;

/** PUT /api/blocks/{id}/on-duty: the staff member on duty for a block; null: nobody. */
export const blockOnDutyPutSchema = z.strictObject({
  userId: z.string({ error: m.assigneeRequired }).min(1, m.assigneeRequired).max(255).nullable(),
});
export type BlockOnDutyPut = z.infer<typeof blockOnDutyPutSchema>;

/**
 * GET /api/complexes/{id}/assignees: the accounts a rule or a block's duty may name (active
 * company administrators, and the managers and staff serving the complex), by name.
 */
export const assigneesSchema = z.array(adminUserSchema);
export type Assignees = z.infer<typeof assigneesSchema>;

/** PUT /api/accounts/{id}/complexes: the complexes a manager or staff member serves. */
export const staffComplexesSchema = z.strictObject({
  complexIds: z
    .array(idSchema, { error: m.complexIdsRequired })
    .max(limits.complexesPerStaff, { error: m.tooManyComplexes }),
});
export type StaffComplexes = z.infer<typeof staffComplexesSchema>;

/** GET /api/complexes/staff: who serves which complex (the company screen). */
export const staffAssignmentsSchema = z.array(
  z.object({ userId: z.string(), complexIds: z.array(z.string()) }),
);
export type StaffAssignments = z.infer<typeof staffAssignmentsSchema>;
