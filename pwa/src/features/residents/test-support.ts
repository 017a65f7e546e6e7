import { type Resident, uuidv7 } from '@chungcu/contracts';
import { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';

/** A fresh database per test, with a signed-in user so mutations may queue changes. */
export async function freshDb(): Promise<ChungCuDb> {
  const db = new ChungCuDb(`test-${Math.random().toString(36).slice(2)}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
  });
  return db;
}

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
