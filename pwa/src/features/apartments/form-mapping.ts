import { type ApartmentCreate, type ApartmentStatus, defaults } from '@chungcu/contracts';
import { apartmentStrings } from './strings';

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

/** 'Tòa A' → 'Tòa': the first word of the building name (spec section 3). */
export function blockOf(buildingName: string): string {
  return buildingName.trim().split(/\s+/)[0] ?? '';
}

/** 'A9-901' → 9: the first character after the first hyphen, else 1. */
export function floorOf(apartmentNumber: string): number {
  const dash = apartmentNumber.indexOf('-');
  const floor = dash >= 0 ? Number.parseInt(apartmentNumber.charAt(dash + 1), 10) : NaN;
  return Number.isNaN(floor) ? defaults.apartment.floor : floor;
}

/** '2BR/1BA' → { bedrooms: 2, bathrooms: 1 }; 1 each when the type has no such pattern. */
export function roomsOf(apartmentType: string): { bedrooms: number; bathrooms: number } {
  const match = /(\d+)\s*BR\s*\/\s*(\d+)\s*BA/i.exec(apartmentType);
  if (!match)
    return { bedrooms: defaults.apartment.bedrooms, bathrooms: defaults.apartment.bathrooms };
  return { bedrooms: Number(match[1]), bathrooms: Number(match[2]) };
}

/** The form mapped to the creation payload of spec section 3 (validated by the caller). */
export function toApartmentPayload(form: ApartmentForm): ApartmentCreate {
  const building = form.buildingName.trim();
  const type = form.apartmentType.trim();
  return {
    unitNumber: form.apartmentNumber.trim(),
    buildingBlock: blockOf(building),
    floor: floorOf(form.apartmentNumber.trim()),
    ...roomsOf(type),
    squareFootage: defaults.apartment.squareFootage,
    monthlyRent: defaults.apartment.monthlyRent,
    status: (form.status || defaults.apartment.status) as ApartmentStatus,
    description: apartmentStrings.create.description(type, building),
    // Photos are attachments of their own, added once the unit exists; the server answers the
    // first one's content URL as `imageUrl`, so the device sends the placeholder.
    imageUrl: apartmentStrings.placeholderImage,
  };
}
