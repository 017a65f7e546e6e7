import { uuidv7 } from '@chungcu/contracts';
import type { Tx } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { nextVersion } from '../sync/version-clock';

/**
 * The demo accounts of DESIGN.md, one of each role, so every role can be tried; the tests sign in
 * with the same ones. `complex` names, by its code (complexes.ts), the demo complex a manager or
 * staff member serves. The technician's and the guard's ids are those they had when the demo's
 * staff were all administrators, kept so step templates and tests naming them still do.
 */
export const demoAccounts = {
  admin: {
    id: 'admin-001',
    email: 'admin@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Minh',
    lastName: 'Trần Quang',
    role: 'admin',
    jobTitle: 'Trưởng ban quản lý',
    phoneNumber: '+84903111222',
    complex: null,
  },
  manager: {
    id: 'manager-001',
    email: 'quanly@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Thu',
    lastName: 'Hoàng Thị',
    role: 'manager',
    jobTitle: 'Quản lý tòa nhà',
    phoneNumber: '+84903111555',
    complex: 'TC-HN',
  },
  technician: {
    id: 'admin-002',
    email: 'kythuat@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Hùng',
    lastName: 'Lê Văn',
    role: 'staff',
    jobTitle: 'Kỹ thuật viên',
    phoneNumber: '+84903111333',
    complex: 'TC-HN',
  },
  security: {
    id: 'admin-003',
    email: 'baove@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Dũng',
    lastName: 'Phạm Tiến',
    role: 'staff',
    jobTitle: 'Nhân viên bảo vệ',
    phoneNumber: '+84903111444',
    complex: 'SR-Q7',
  },
  resident: {
    id: 'resident-001',
    email: 'resident@chungcu.demo',
    password: 'demo-resident',
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    role: 'resident',
    jobTitle: null,
    phoneNumber: '+84912345678',
    complex: null,
  },
  /** A second resident, living in another block than the first: who an announcement skips. */
  residentB: {
    id: 'resident-002',
    email: 'cudan.b@chungcu.demo',
    password: 'demo-resident',
    firstName: 'Bảo',
    lastName: 'Phạm Gia',
    role: 'resident',
    jobTitle: null,
    phoneNumber: '+84912345699',
    complex: null,
  },
} as const;

/** One hash (own salt) per account, made once per process: tests reinsert accounts often. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (accountId: string, password: string) => {
  if (!hashes.has(accountId)) hashes.set(accountId, hashPassword(password));
  return hashes.get(accountId) as Promise<string>;
};

/** Inserts the demo accounts (skipping those already there). */
export async function insertDemoAccounts(trx: Tx): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    const exists = await trx('users').where({ id: account.id }).first();
    if (exists) continue;
    await trx('users').insert({
      id: account.id,
      email: account.email,
      phone_number: account.phoneNumber,
      first_name: account.firstName,
      last_name: account.lastName,
      role: account.role,
      job_title: account.jobTitle,
      password_hash: await hashOnce(account.id, account.password),
      is_demo: true,
      version: await nextVersion(trx),
    });
  }
}

/**
 * Makes each demo manager and staff member serve their complex (rule S23), given the ids of the
 * complexes by code; those not there (a database the demo did not seed) are left out, as is an
 * assignment already made. The seed calls it once the complexes exist; the server tests, where
 * the migration's first complex stands for Times City as it does in the demo, call it too.
 */
export async function assignDemoStaff(
  trx: Tx,
  complexIds: ReadonlyMap<string, string>,
): Promise<void> {
  for (const account of Object.values(demoAccounts)) {
    const complexId = account.complex && complexIds.get(account.complex);
    if (!complexId) continue;
    const serving = await trx('staff_complexes')
      .where({ user_id: account.id, complex_id: complexId })
      .whereNull('deleted_at')
      .first('id');
    if (serving) continue;
    await trx('staff_complexes').insert({
      id: uuidv7(),
      user_id: account.id,
      complex_id: complexId,
      version: await nextVersion(trx),
    });
  }
}
