import { type ApartmentCreate, type ApartmentStatus, defaults } from '@chungcu/contracts';
import { apartmentStrings } from './strings';

/** The spec's placeholder image: what a unit is sent with (its photos are attachments). */
export const placeholderImage = '/api/placeholder/400/300';

/** What the create form holds (spec section 2: four text inputs; the photos are kept apart). */
export interface ApartmentForm {
  buildingName: string;
  apartmentNumber: string;
  apartmentType: string;
  status: ApartmentStatus | string;
}

export const emptyApartmentForm: ApartmentForm = {
  buildingName: '',
  apartmentNumber: '',
  apartmentType: '',
  status: defaults.apartment.status,
};

/** The fields the spec derives from the four inputs; the form shows them, editable. */
export const derivedFieldNames = [
  'floor',
  'bedrooms',
  'bathrooms',
  'squareFootage',
  'monthlyRent',
] as const;
export type DerivedField = (typeof derivedFieldNames)[number];
/** The derived fields as their inputs hold them (text). */
export type DerivedValues = Record<DerivedField, string>;

/** 'Tòa A' → 'Tòa': the first word of the building name. */
export function blockOf(buildingName: string): string {
  return buildingName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The floor in a unit number: the digits after the dash without the last two (the unit's place
 * on its floor). 'A2-1207' → 12, 'B3-0905' → 9, 'A2-403' → 4; 1 when there are none.
 */
export function floorOf(apartmentNumber: string): number {
  const digits = /-(\d+)/.exec(apartmentNumber)?.[1] ?? '';
  const floor = digits.length > 2 ? Number.parseInt(digits.slice(0, -2), 10) : 0;
  return floor >= 1 ? floor : defaults.apartment.floor;
}

/** '2BR/1BA' → { bedrooms: 2, bathrooms: 1 }; 1 each when the type has no such pattern. */
export function roomsOf(apartmentType: string): { bedrooms: number; bathrooms: number } {
  const match = /(\d+)\s*BR\s*\/\s*(\d+)\s*BA/i.exec(apartmentType);
  if (!match)
    return { bedrooms: defaults.apartment.bedrooms, bathrooms: defaults.apartment.bathrooms };
  return { bedrooms: Number(match[1]), bathrooms: Number(match[2]) };
}

/** The starting values of the derived fields, from the four inputs. */
export function derivedValues(form: ApartmentForm): DerivedValues {
  const { bedrooms, bathrooms } = roomsOf(form.apartmentType);
  return {
    floor: String(floorOf(form.apartmentNumber.trim())),
    bedrooms: String(bedrooms),
    bathrooms: String(bathrooms),
    squareFootage: String(defaults.apartment.squareFootage),
    monthlyRent: defaults.apartment.monthlyRent,
  };
}

/**
 * A number typed in a field; NaN when empty or not a number, which the schema refuses with the
 * spec's message for that field.
 */
export function integerInput(value: string): number {
  const text = value.trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * A rent as typed, as the schema takes it: spaces, the '₫' sign and thousands separators
 * ('1.250.000', '1,250,000', '1 250 000') are dropped; a decimal comma becomes a point.
 */
export function rentInput(value: string): string {
  const text = value.replace(/[\s\u00a0₫]/g, '').replace(/đ$/i, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return text.replace(/[.,]/g, '');
  return text.replace(/,(\d{1,2})$/, '.$1');
}

/**
 * The form mapped to the creation payload of spec section 3 (validated by the caller): the
 * derived fields take the values staff typed over the mapping, where they did.
 */
export function toApartmentPayload(
  form: ApartmentForm,
  edited: Partial<DerivedValues> = {},
): ApartmentCreate {
  const building = form.buildingName.trim();
  const type = form.apartmentType.trim();
  const values = { ...derivedValues(form), ...edited };
  return {
    unitNumber: form.apartmentNumber.trim(),
    buildingBlock: blockOf(building),
    floor: integerInput(values.floor),
    bedrooms: integerInput(values.bedrooms),
    bathrooms: integerInput(values.bathrooms),
    squareFootage: integerInput(values.squareFootage),
    monthlyRent: rentInput(values.monthlyRent),
    status: (form.status || defaults.apartment.status) as ApartmentStatus,
    description: apartmentStrings.get().create.description(type, building),
    // Photos are attachments of their own, added once the unit exists; the server answers the
    // first one's content URL as `imageUrl`, so the device sends the placeholder.
    imageUrl: placeholderImage,
  };
}
