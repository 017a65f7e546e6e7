import { z } from 'zod';
import { apartmentStatuses } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  baseVersionSchema,
  idSchema,
  integerAtLeast,
  optionalText,
  optionalUrlSchema,
  requiredIdentifier,
  requiredText,
  complexRowShape,
} from './common';

const m = messages.apartment;

/** Monthly rent: decimal(10, 2) sent as a string ("1850" or "1850.00"). */
const monthlyRentSchema = z
  .string({ error: m.monthlyRentRequired })
  .trim()
  .min(1, m.monthlyRentRequired)
  .regex(/^\d{1,8}(\.\d{1,2})?$/, m.monthlyRentInvalid);

/** The editable fields of a unit with the rules of spec section 5 and no defaults. */
const apartmentFields = {
  unitNumber: requiredIdentifier(m.unitNumberRequired, 50),
  buildingBlock: requiredText(m.buildingRequired, 100),
  floor: integerAtLeast(1, m.floorMin, limits.maxFloor),
  bedrooms: integerAtLeast(1, m.bedroomsRequired, limits.maxRooms),
  bathrooms: integerAtLeast(1, m.bathroomsRequired, limits.maxRooms),
  squareFootage: integerAtLeast(1, m.squareFootageRequired, limits.maxSquareFootage),
  monthlyRent: monthlyRentSchema,
  status: apartmentStatuses.schema,
  description: optionalText(limits.longText),
};

/** POST /api/apartments body: spec section 3's creation payload with the rules of section 5. */
export const apartmentCreateSchema = z.strictObject({
  id: idSchema.optional(),
  /** The complex the unit is in; without it, the one the caller serves when that is one. */
  complexId: idSchema.optional(),
  ...apartmentFields,
  status: apartmentFields.status.default('available'),
  /** The first photo's content URL (its photos are `attachment` rows, never bytes in the row). */
  imageUrl: optionalUrlSchema,
});
export type ApartmentCreate = z.input<typeof apartmentCreateSchema>;
export type ApartmentCreateParsed = z.output<typeof apartmentCreateSchema>;

/**
 * PATCH /api/apartments/{id} body: only the changed fields, plus staff's `notes`. `imageUrl` is
 * not editable: it follows the unit's first photo (an attachment).
 */
export const apartmentPatchSchema = z
  .strictObject({ ...apartmentFields, notes: optionalText(limits.longText) })
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type ApartmentPatch = z.input<typeof apartmentPatchSchema>;
export type ApartmentPatchParsed = z.output<typeof apartmentPatchSchema>;

export const apartmentSchema = z.object({
  ...complexRowShape,
  unitNumber: z.string(),
  buildingBlock: z.string(),
  floor: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  squareFootage: z.number().int(),
  monthlyRent: z.string(),
  status: apartmentStatuses.schema,
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Staff's notes on the unit; absent on rows a device mirrored before the field existed. */
  notes: z.string().nullable().optional(),
});
export type Apartment = z.infer<typeof apartmentSchema>;

/** A current resident as listed on an apartment card. */
export const currentResidentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPrimary: z.boolean(),
});

/** GET /api/apartments-with-residents item. */
export const apartmentWithResidentsSchema = apartmentSchema
  .pick({ id: true, unitNumber: true, buildingBlock: true, status: true, imageUrl: true })
  .extend({ currentResidents: z.array(currentResidentSchema) });
export type ApartmentWithResidents = z.infer<typeof apartmentWithResidentsSchema>;
