import type { Complex } from '@chungcu/contracts';
import { ChungCuDb } from './db';

/** The complex unit tests' rows belong to (a device that serves one complex works in it). */
export const TEST_COMPLEX_ID = '0193a1f0-0000-7000-8000-00000000c001';

export function testComplex(fields: Partial<Complex> = {}): Complex {
  const now = new Date().toISOString();
  return {
    id: TEST_COMPLEX_ID,
    version: 1,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    code: 'VH-OP3',
    name: 'Vinhomes Ocean Park 3',
    address: null,
    assignmentRules: [],
    ...fields,
  };
}

/** Puts the test complex in a device's mirror, as its first pull would. */
export async function seedTestComplex(db: ChungCuDb): Promise<void> {
  await db.complexes.put(testComplex());
}

/** A fresh database per test, with a signed-in admin and the test complex, so mutations queue. */
export async function freshDb(): Promise<ChungCuDb> {
  const db = new ChungCuDb(`test-${Math.random().toString(36).slice(2)}`);
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'admin-001', email: 'admin@chungcu.demo', role: 'admin' },
  });
  await seedTestComplex(db);
  return db;
}
