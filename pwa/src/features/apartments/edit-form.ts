import type { Apartment, ApartmentStatus } from '@chungcu/contracts';
import { type DerivedValues, integerInput, rentInput } from './form-mapping';
import type { ApartmentEdit } from './mutations';

/** What the unit's edit dialog holds: every editable field, as its input shows it. */
export interface ApartmentEditForm extends DerivedValues {
  unitNumber: string;
  buildingBlock: string;
  status: ApartmentStatus;
  description: string;
  notes: string;
}

/** A stored rent as typed ("1850.00" → "1850", "1250000.50" → "1250000.5"). */
function rentText(value: string): string {
  const amount = Number(value);
  return Number.isFinite(amount) ? String(amount) : value;
}

/** The dialog's starting values: the unit as the mirror holds it. */
export function toEditForm(apartment: Apartment): ApartmentEditForm {
  return {
    unitNumber: apartment.unitNumber,
    buildingBlock: apartment.buildingBlock,
    floor: String(apartment.floor),
    bedrooms: String(apartment.bedrooms),
    bathrooms: String(apartment.bathrooms),
    squareFootage: String(apartment.squareFootage),
    monthlyRent: rentText(apartment.monthlyRent),
    status: apartment.status,
    description: apartment.description ?? '',
    notes: apartment.notes ?? '',
  };
}

/**
 * The dialog's values as an edit (every field; `updateApartment` sends only those that
 * changed). Numbers not typed as numbers stay NaN, which the schema refuses with its message.
 */
export function fromEditForm(form: ApartmentEditForm): ApartmentEdit {
  return {
    unitNumber: form.unitNumber,
    buildingBlock: form.buildingBlock,
    floor: integerInput(form.floor),
    bedrooms: integerInput(form.bedrooms),
    bathrooms: integerInput(form.bathrooms),
    squareFootage: integerInput(form.squareFootage),
    monthlyRent: rentInput(form.monthlyRent),
    status: form.status,
    description: form.description,
    notes: form.notes,
  };
}
