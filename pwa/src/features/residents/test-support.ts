import { type Resident, uuidv7 } from '@chungcu/contracts';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { TEST_COMPLEX_ID } from '../../data/test-device';

export { freshDb } from '../../data/test-device';

/** A resident as the server would have sent it. */
export function serverResident(fields: Partial<Resident> = {}): Resident {
  const now = new Date().toISOString();
  const id = fields.id ?? uuidv7();
  return {
    id,
    version: 7,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    complexId: TEST_COMPLEX_ID,
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    idCardNumber: `0790${String(parseInt(id.slice(-8), 16) % 1e8).padStart(8, '0')}`,
    email: `${id.slice(-8)}@chungcu.vn`,
    phone: '+84901234567',
    gender: 'male',
    occupation: null,
    emergencyContact: null,
    emergencyPhone: null,
    notes: null,
    status: 'active',
    dateOfBirth: null,
    moveInDate: now,
    photoUrl: null,
    idCardFrontUrl: null,
    idCardBackUrl: null,
    ...fields,
  };
}

/** Stores residents the way a pull stores them (with their search key). */
export async function seedResidents(db: ChungCuDb, residents: Resident[]): Promise<void> {
  await db.residents.bulkPut(residents.map((r) => toMirrorRow('resident', r)) as never);
}

export async function seedResident(
  db: ChungCuDb,
  fields: Partial<Resident> = {},
): Promise<Resident> {
  const resident = serverResident(fields);
  await seedResidents(db, [resident]);
  return resident;
}
