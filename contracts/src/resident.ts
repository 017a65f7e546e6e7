import { z } from 'zod';
import { genders, residentStatuses } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  baseVersionSchema,
  emailSchema,
  idCardSchema,
  idSchema,
  isoDateSchema,
  optionalPhone,
  optionalText,
  optionalUrlSchema,
  overwrittenSchema,
  phoneSchema,
  requiredName,
  complexRowShape,
  timestampSchema,
} from './common';

const m = messages.resident;

/** The editable fields of a resident with the rules of spec section 5 and no defaults. */
const residentFields = {
  firstName: requiredName(m.firstNameRequired),
  lastName: requiredName(m.lastNameRequired),
  idCardNumber: idCardSchema(m.idCardRequired),
  email: emailSchema(m.emailInvalid),
  phone: phoneSchema(m.phoneRequired),
  gender: genders.schema,
  occupation: optionalText(),
  emergencyContact: optionalText(),
  emergencyPhone: optionalPhone(),
  notes: optionalText(limits.longText),
  status: residentStatuses.schema,
  dateOfBirth: isoDateSchema.nullish(),
  moveInDate: isoDateSchema.nullish(),
  photoUrl: optionalUrlSchema,
  idCardFrontUrl: optionalUrlSchema,
  idCardBackUrl: optionalUrlSchema,
};

/** POST /api/residents body. */
export const residentCreateSchema = z.strictObject({
  id: idSchema.optional(),
  /** The complex the record belongs to; without it, the one the caller serves when that is one. */
  complexId: idSchema.optional(),
  ...residentFields,
  gender: residentFields.gender.default('male'),
  status: residentFields.status.default('active'),
});
export type ResidentCreate = z.input<typeof residentCreateSchema>;
export type ResidentCreateParsed = z.output<typeof residentCreateSchema>;

/** PATCH /api/residents/{id} body: only the changed fields. */
export const residentPatchSchema = z
  .strictObject(residentFields)
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type ResidentPatch = z.input<typeof residentPatchSchema>;
export type ResidentPatchParsed = z.output<typeof residentPatchSchema>;

export const residentSchema = z.object({
  ...complexRowShape,
  firstName: z.string(),
  lastName: z.string(),
  idCardNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  gender: genders.schema,
  occupation: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  notes: z.string().nullable(),
  status: residentStatuses.schema,
  dateOfBirth: timestampSchema.nullable(),
  moveInDate: timestampSchema,
  photoUrl: z.string().nullable(),
  idCardFrontUrl: z.string().nullable(),
  idCardBackUrl: z.string().nullable(),
  overwritten: z.array(overwrittenSchema).optional(),
});
export type Resident = z.infer<typeof residentSchema>;
