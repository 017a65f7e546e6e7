import { z } from 'zod';
import { apartmentStatuses } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import {
  idSchema,
  integerAtLeast,
  optionalText,
  optionalUrlSchema,
  requiredIdentifier,
  requiredText,
  syncedRowShape,
} from './common';

const m = messages.apartment;

/** Monthly rent: decimal(10, 2) sent as a string ("1850" or "1850.00"). */
const monthlyRentSchema = z
  .string({ error: m.monthlyRentRequired })
  .trim()
  .min(1, m.monthlyRentRequired)
  .regex(/^\d{1,8}(\.\d{1,2})?$/, m.monthlyRentInvalid);

/** POST /api/apartments body: spec section 3's creation payload with the rules of section 5. */
export const apartmentCreateSchema = z.strictObject({
  id: idSchema.optional(),
  unitNumber: requiredIdentifier(m.unitNumberRequired, 50),
  buildingBlock: requiredText(m.buildingRequired, 100),
  floor: integerAtLeast(1, m.floorMin, limits.maxFloor),
  bedrooms: integerAtLeast(1, m.bedroomsRequired, limits.maxRooms),
  bathrooms: integerAtLeast(1, m.bathroomsRequired, limits.maxRooms),
  squareFootage: integerAtLeast(1, m.squareFootageRequired, limits.maxSquareFootage),
  monthlyRent: monthlyRentSchema,
  status: apartmentStatuses.schema.default('available'),
  description: optionalText(limits.longText),
  /** The first photo's content URL (its photos are `attachment` rows, never bytes in the row). */
  imageUrl: optionalUrlSchema,
});
export type ApartmentCreate = z.input<typeof apartmentCreateSchema>;
export type ApartmentCreateParsed = z.output<typeof apartmentCreateSchema>;

export const apartmentSchema = z.object({
  ...syncedRowShape,
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
