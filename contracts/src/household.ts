import { z } from 'zod';
import {
  complexRowShape,
  emailSchema,
  idCardSchema,
  idSchema,
  isoDateSchema,
  optionalPhone,
  optionalText,
  phoneSchema,
  requiredName,
  requiredText,
  timestampSchema,
} from './common';
import {
  genders,
  householdRelations,
  householdRequestKinds,
  householdRequestStatuses,
  vehicleKinds,
} from './enums';
import { limits } from './limits';
import { messages } from './messages';
import { plateInputSchema, vehicleSchema } from './vehicle';

const m = messages.household;

/**
 * One occupant of a unit as the unit's household sees them (entity `householdMember`): a name
 * and how they relate to the head, never their ID card, phone, email, birth date, notes or
 * images. The row is derived from a current assignment and its resident record by the
 * mutations that change either (its id derived from the assignment's), and leaves when they move out. A
 * resident user holds the members of the units they live in now, instead of the other
 * occupants' records.
 */
export const householdMemberSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relation: householdRelations.schema.nullable(),
  isPrimary: z.boolean(),
  moveInDate: timestampSchema,
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** What a resident asks for a new member: the name, relation and, if they like, birth date and phone. */
const memberRequestShape = {
  kind: z.literal('member'),
  apartmentId: idSchema,
  firstName: requiredName(m.firstNameRequired),
  lastName: requiredName(m.lastNameRequired),
  relation: householdRelations.schema,
  dateOfBirth: isoDateSchema.nullish(),
  phone: optionalPhone(),
  note: optionalText(limits.longText),
};

/** What a resident asks for a vehicle: its plate (normalised by the rule) and kind. */
const vehicleRequestShape = {
  kind: z.literal('vehicle'),
  apartmentId: idSchema,
  plateNumber: plateInputSchema,
  vehicleKind: vehicleKinds.schema,
  brand: optionalText(limits.shortText),
  ownerMemberId: idSchema.nullish(),
  note: optionalText(limits.longText),
};

const requestKind = { error: m.requestKindInvalid };

/** POST /api/household-requests body: a member or a vehicle for a unit the caller lives in. */
export const householdRequestCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ id: idSchema.optional(), ...memberRequestShape }),
    z.strictObject({ id: idSchema.optional(), ...vehicleRequestShape }),
  ],
  requestKind,
);
export type HouseholdRequestCreate = z.input<typeof householdRequestCreateSchema>;

/** The `createHouseholdRequest` mutation's arguments: the body with its id made by the device. */
export const householdRequestArgsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ id: idSchema, ...memberRequestShape }),
    z.strictObject({ id: idSchema, ...vehicleRequestShape }),
  ],
  requestKind,
);

/**
 * What staff complete a member's record with when they approve (the ID card seen at the office,
 * an email and a phone the record needs), and anything of the request they correct.
 */
export const memberRecordSchema = z.strictObject({
  idCardNumber: idCardSchema(messages.resident.idCardRequired),
  email: emailSchema(messages.resident.emailInvalid),
  /** Without it, the phone the request gave. */
  phone: phoneSchema(messages.resident.phoneRequired).optional(),
  gender: genders.schema.default('male'),
  firstName: requiredName(m.firstNameRequired).optional(),
  lastName: requiredName(m.lastNameRequired).optional(),
  relation: householdRelations.schema.optional(),
  dateOfBirth: isoDateSchema.nullish(),
});

/**
 * POST /api/household-requests/{id}/approve body (staff). A member's request needs `resident`;
 * the ids name the rows the approval makes (made by the device, rule S13; the REST call makes
 * them when left out).
 */
export const householdApproveSchema = z.strictObject({
  resident: memberRecordSchema.optional(),
  residentId: idSchema.optional(),
  assignmentId: idSchema.optional(),
  vehicleId: idSchema.optional(),
});
export type HouseholdApprove = z.input<typeof householdApproveSchema>;

/** POST /api/household-requests/{id}/refuse body (staff): why, which the resident reads. */
export const householdRefuseSchema = z.strictObject({
  reason: requiredText(m.refuseReasonRequired, limits.longText),
});
export type HouseholdRefuse = z.input<typeof householdRefuseSchema>;

/**
 * A resident's request to add a member or a vehicle to their household (entity
 * `householdRequest`), seen by the staff of its complex and by the resident user who made it
 * while they live in the unit. The member's or the vehicle's fields are null on the other kind.
 */
export const householdRequestSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  kind: householdRequestKinds.schema,
  status: householdRequestStatuses.schema,
  /** The account that asked. */
  requestedBy: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  relation: householdRelations.schema.nullable(),
  dateOfBirth: timestampSchema.nullable(),
  phone: z.string().nullable(),
  /** Normalised as the vehicle will carry it. */
  plateNumber: z.string().nullable(),
  vehicleKind: vehicleKinds.schema.nullable(),
  brand: z.string().nullable(),
  ownerMemberId: z.string().nullable(),
  note: z.string().nullable(),
  refuseReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  /** What the approval made: the member's record and assignment, or the vehicle. */
  residentId: z.string().nullable(),
  assignmentId: z.string().nullable(),
  vehicleId: z.string().nullable(),
});
export type HouseholdRequest = z.infer<typeof householdRequestSchema>;

/** GET /api/household-requests query: by status and unit (ids checked like path ids). */
export const householdRequestsQuerySchema = z.strictObject({
  status: householdRequestStatuses.schema.optional(),
  apartmentId: z.string({ error: messages.common.idInvalid }).optional(),
});

/** GET /api/apartments/{id}/household answer: the unit's household as the caller may see it. */
export const householdViewSchema = z.object({
  members: z.array(householdMemberSchema),
  vehicles: z.array(vehicleSchema),
  requests: z.array(householdRequestSchema),
});
export type HouseholdView = z.infer<typeof householdViewSchema>;
