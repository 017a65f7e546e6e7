import { z } from 'zod';
import {
  baseVersionSchema,
  cleanIdentifier,
  complexRowShape,
  idSchema,
  optionalText,
  overwrittenSchema,
} from './common';
import { type VehicleKind, vehicleKinds, vehicleStatuses } from './enums';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.vehicle;

/** Letters a Vietnamese plate's series may hold (Đ on electric motorbikes: "MĐ1"). */
const L = 'A-ZĐ';
const plate = (series: string, digits: number) =>
  new RegExp(`^(\\d{2})(${series})(\\d{${digits}})$`);
/** A car: province, one or two letters, five (or, older, four) digits: "29A-123.45", "51LD-678.90". */
const CAR = [plate(`[${L}]{1,2}`, 5), plate(`[${L}]{1,2}`, 4)];
/**
 * A motorbike: province, a letter or two and a digit ("59-X1 234.56", "29-MĐ1 123.45"), or two
 * letters on a moped under 50 cc ("29-AA 123.45"). Five-digit numbers are tried first, so
 * "29AA12345" is 29-AA 123.45 rather than 29-AA1 2345.
 */
const BIKE = [
  plate(`[${L}]{1,2}\\d`, 5),
  plate(`[${L}]{2}`, 5),
  plate(`[${L}]{1,2}\\d`, 4),
  plate(`[${L}]{2}`, 4),
];

/** The first reading of `compact` among `patterns`: province, series and number. */
const readPlate = (patterns: RegExp[], compact: string) =>
  patterns.map((p) => p.exec(compact)).find((found) => found !== null) ?? null;

/** "12345" as a plate shows it, "123.45"; an old four-digit number stays "1234". */
const groupDigits = (digits: string) =>
  digits.length === 5 ? `${digits.slice(0, 3)}.${digits.slice(3)}` : digits;

/** Provinces' codes run from 11 (Cao Bằng) to 99 (Bắc Ninh). */
const isProvince = (code: string) => Number(code) >= 11 && Number(code) <= 99;

/** The text with separators, case and invisible characters dropped: "29a-123.45" → "29A12345". */
export function compactPlate(value: string): string {
  return cleanIdentifier(value)
    .toUpperCase()
    .replace(/[\s.\-_·,/]/g, '');
}

/**
 * A Vietnamese plate in its one stored form, or null when the text is not one. Tolerant of how
 * people type it (case, spaces, dots and dashes anywhere): a car's is "29A-123.45", a
 * motorbike's or electric motorbike's "59-X1 234.56". The kind decides the reading where the
 * text alone cannot ("29A12345" is a car's 29A-123.45, or a motorbike's 29-A1 2345).
 */
export function normalisePlate(value: string, kind: VehicleKind): string | null {
  const compact = compactPlate(value);
  const found = readPlate(kind === 'car' ? CAR : BIKE, compact);
  if (!found || !isProvince(found[1] as string)) return null;
  const [, province, series, digits] = found as unknown as [string, string, string, string];
  return kind === 'car'
    ? `${province}${series}-${groupDigits(digits)}`
    : `${province}-${series} ${groupDigits(digits)}`;
}

/**
 * The plate a vehicle of `kind` is stored with, or the message saying why not: a car or a
 * motorbike needs one, a bicycle has none, an electric one may have one.
 */
export function plateOf(
  raw: string | null | undefined,
  kind: VehicleKind,
): { plate: string | null } | { problem: string } {
  if (!raw) {
    return kind === 'car' || kind === 'motorbike' ? { problem: m.plateRequired } : { plate: null };
  }
  if (kind === 'bicycle') return { problem: m.bicycleNoPlate };
  const plate = normalisePlate(raw, kind);
  if (plate) return { plate };
  const bike = kind === 'car' && normalisePlate(raw, 'motorbike');
  return { problem: bike ? m.plateNotCar : m.plateInvalid };
}

/**
 * A plate as typed, cleaned and bounded; its form is checked against the vehicle's kind by the
 * mutations (`plateOf`), which store it normalised.
 */
export const plateInputSchema = z
  .string({ error: m.plateInvalid })
  .overwrite(cleanIdentifier)
  .max(limits.plateNumberMax, m.plateInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

/** The editable fields of a vehicle. */
const vehicleFields = {
  kind: vehicleKinds.schema,
  plateNumber: plateInputSchema,
  /** Make, model and colour as the owner says them ("Honda Vision đỏ"). */
  brand: optionalText(limits.shortText),
  /** The household member (their `householdMember` id) the vehicle belongs to, if any. */
  ownerMemberId: idSchema.nullish(),
  status: vehicleStatuses.schema,
};

/** POST /api/vehicles body (staff). */
export const vehicleCreateSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: idSchema,
  ...vehicleFields,
  status: vehicleFields.status.default('active'),
});
export type VehicleCreate = z.input<typeof vehicleCreateSchema>;

/** PATCH /api/vehicles/{id} body (staff): only the changed fields. */
export const vehiclePatchSchema = z
  .strictObject(vehicleFields)
  .partial()
  .extend({ baseVersion: baseVersionSchema });
export type VehiclePatch = z.input<typeof vehiclePatchSchema>;

/** A household's registered vehicle (entity `vehicle`). */
export const vehicleSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  kind: vehicleKinds.schema,
  /** Normalised ("29A-123.45", "59-X1 234.56"), unique among the complex's live vehicles. */
  plateNumber: z.string().nullable(),
  brand: z.string().nullable(),
  ownerMemberId: z.string().nullable(),
  status: vehicleStatuses.schema,
  overwritten: z.array(overwrittenSchema).optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** GET /api/vehicles query; the unit's id is checked like a path id (malformed: 404). */
export const vehiclesQuerySchema = z.strictObject({
  apartmentId: z.string({ error: messages.common.idInvalid }).optional(),
});
