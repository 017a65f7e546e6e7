import { z } from 'zod';
import { householdRelations } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  baseVersionSchema,
  idSchema,
  isoDateSchema,
  optionalText,
  overwrittenSchema,
  complexRowShape,
  timestampSchema,
} from './common';

const m = messages.assignment;

/** POST /api/assignments body: one resident moving into one apartment. */
export const assignmentCreateSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: z.uuid({ error: m.apartmentRequired }),
  residentId: z.uuid({ error: m.noResidentSelected }),
  moveInDate: isoDateSchema.optional(),
  isPrimary: z.boolean({ error: messages.common.invalidBody }).default(false),
  notes: optionalText(limits.longText),
  /** How they relate to the head; `head` makes them the primary occupant, as `isPrimary` does. */
  relation: householdRelations.schema.nullish(),
});
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;
export type AssignmentCreateParsed = z.output<typeof assignmentCreateSchema>;

/** PATCH /api/assignments/{id} body. */
export const assignmentPatchSchema = z.strictObject({
  isPrimary: z.boolean({ error: messages.common.invalidBody }).optional(),
  notes: optionalText(limits.longText).optional(),
  relation: householdRelations.schema.nullable().optional(),
  baseVersion: baseVersionSchema,
});
export type AssignmentPatch = z.input<typeof assignmentPatchSchema>;
export type AssignmentPatchParsed = z.output<typeof assignmentPatchSchema>;

/** An assignment row; `moveOutDate` set means it is history, not a current resident. */
export const assignmentSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  residentId: z.string(),
  moveInDate: timestampSchema,
  moveOutDate: timestampSchema.nullable(),
  isPrimary: z.boolean(),
  notes: z.string().nullable(),
  /** How the occupant relates to the household's head; `head` exactly when `isPrimary`. */
  relation: householdRelations.schema.nullable(),
  overwritten: z.array(overwrittenSchema).optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /api/apartments/{id}/assignments and /history item. */
export const assignmentWithResidentSchema = assignmentSchema.extend({
  resident: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoUrl: z.string().nullable(),
  }),
});
export type AssignmentWithResident = z.infer<typeof assignmentWithResidentSchema>;

/** GET /api/assignments item. */
export const assignmentWithApartmentSchema = assignmentSchema.extend({
  apartment: z.object({ id: z.string(), unitNumber: z.string(), buildingBlock: z.string() }),
});
export type AssignmentWithApartment = z.infer<typeof assignmentWithApartmentSchema>;
