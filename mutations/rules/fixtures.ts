import { type MutationArgsInput, uuidv7 } from '@chungcu/contracts';

let counter = 0;
/** A unique 12-digit CCCD number for each call. */
const nextIdCard = () =>
  `0792${String(Date.now() % 1e6).padStart(6, '0')}${String(++counter % 100).padStart(2, '0')}`;

/** A valid new resident; `fields` override. */
export function newResident(
  fields: Partial<MutationArgsInput<'createResident'>> = {},
): MutationArgsInput<'createResident'> {
  const id = uuidv7();
  return {
    id,
    firstName: 'Hương',
    lastName: 'Lê Thị',
    idCardNumber: nextIdCard(),
    email: `${id.slice(-12)}@chungcu.vn`,
    phone: '+84901234567',
    ...fields,
  };
}

/** A valid new apartment; `fields` override. */
export function newApartment(
  fields: Partial<MutationArgsInput<'createApartment'>> = {},
): MutationArgsInput<'createApartment'> {
  const id = uuidv7();
  return {
    id,
    unitNumber: `T-${id.slice(-6)}`,
    buildingBlock: 'A',
    floor: 4,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 70,
    monthlyRent: '1850.00',
    ...fields,
  };
}
