import { z } from 'zod';
import { idSchema, optionalText, requiredIdentifier, requiredText, syncedRowShape } from './common';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.complex;

/**
 * A complex (chung cư): the unit of tenancy of an installation run by a management company
 * (DESIGN "Complexes"). Its code is short and human (`VH-OP3`), unique whatever the case.
 */
export const complexSchema = z.object({
  ...syncedRowShape,
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
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
