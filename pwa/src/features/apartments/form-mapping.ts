import { type ApartmentCreate, type ApartmentStatus, defaults, limits } from '@chungcu/contracts';
import { apartmentStrings } from './strings';

/** What the create form holds (spec section 2: four text inputs, plus the images). */
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

/**
 * The image address the server's `imageUrl` can hold: the first image when it is a link, else
 * the placeholder. (A photo taken here is a data URL, far longer than a link; it travels in
 * `images`, which the screens show first.)
 */
export function imageUrlOf(images: readonly string[]): string {
  const first = images[0];
  return first && !first.startsWith('data:') && first.length <= limits.urlText
    ? first
    : apartmentStrings.placeholderImage;
}

/** The form mapped to the creation payload of spec section 3 (validated by the caller). */
export function toApartmentPayload(
  form: ApartmentForm,
  images: readonly string[],
): ApartmentCreate {
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
    imageUrl: imageUrlOf(images),
    images: [...images],
  };
}
