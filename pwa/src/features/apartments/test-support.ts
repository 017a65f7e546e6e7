import { type Apartment, type Assignment, type Resident, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { TEST_COMPLEX_ID } from '../../data/test-device';

export { freshDb } from '../../data/test-device';

const stamps = () => {
  const now = new Date().toISOString();
  return {
    version: 7,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    complexId: TEST_COMPLEX_ID,
  };
};

export async function seedApartment(db: ChungCuDb, fields: Partial<Apartment> = {}) {
  const apartment: Apartment = {
    id: uuidv7(),
    ...stamps(),
    unitNumber: 'A2-403',
    buildingBlock: 'A',
    floor: 4,
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 850,
    monthlyRent: '1850.00',
    status: 'available',
    description: null,
    imageUrl: null,
    ...fields,
  };
  await db.apartments.put(toMirrorRow('apartment', apartment) as never);
  return apartment;
}

export async function seedResident(db: ChungCuDb, fields: Partial<Resident> = {}) {
  const id = fields.id ?? uuidv7();
  const resident: Resident = {
    id,
    ...stamps(),
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    idCardNumber: `0790${id.slice(-8)}`,
    email: `${id.slice(-8)}@chungcu.vn`,
    phone: '+84901234567',
    gender: 'male',
    occupation: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
    status: 'active',
    dateOfBirth: null,
    moveInDate: new Date().toISOString(),
    photoUrl: null,
    idCardFrontUrl: null,
    idCardBackUrl: null,
    ...fields,
  };
  await db.residents.put(toMirrorRow('resident', resident) as never);
  return resident;
}

export async function seedAssignment(db: ChungCuDb, fields: Partial<Assignment> = {}) {
  const assignment: Assignment = {
    id: uuidv7(),
    ...stamps(),
    apartmentId: uuidv7(),
    residentId: uuidv7(),
    moveInDate: new Date().toISOString(),
    moveOutDate: null,
    isPrimary: false,
    notes: null,
    relation: null,
    ...fields,
  };
  await db.assignments.put(assignment);
  return assignment;
}
