import type { Tx } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { nextVersion } from '../sync/version-clock';

/** The demo accounts of DESIGN.md; the tests sign in with the same ones. */
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
  },
  technician: {
    id: 'admin-002',
    email: 'kythuat@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Hùng',
    lastName: 'Lê Văn',
    role: 'admin',
    jobTitle: 'Kỹ thuật viên',
    phoneNumber: '+84903111333',
  },
  security: {
    id: 'admin-003',
    email: 'baove@chungcu.demo',
    password: 'demo-admin',
    firstName: 'Dũng',
    lastName: 'Phạm Tiến',
    role: 'admin',
    jobTitle: 'Trưởng bộ phận an ninh',
    phoneNumber: '+84903111444',
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
