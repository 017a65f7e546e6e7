import { afterEach, describe, expect, it } from 'vitest';
import { type Role, messages } from '@chungcu/contracts';
import { type ChungCuDb, isMutationEntry, stopLiveTables } from '../../data';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { freshDb, seedApartment } from '../apartments/test-support';
import { addBankAccount, addFeeType, openPeriod } from './mutations';
import { recordPayment } from './payments/mutations';

const dbs: ChungCuDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    stopLiveTables(db);
    await db.delete();
  }
});

/** A device signed in as `role` of the test complex, with one unit. */
async function device(role: Role) {
  const db = await freshDb();
  dbs.push(db);
  await db.meta.put({ key: 'currentUser', value: { id: `${role}-1`, email: null, role } });
  const unit = await seedApartment(db, { unitNumber: 'A-0901' });
  return { db, unit };
}

const queued = async (db: ChungCuDb) =>
  (await db.outbox.toArray()).filter(isMutationEntry).map((entry) => entry.name);

/** The office's money on a device, run by the same rule as on the server (S37). */
describe('S37: fees, accounts and months are the managers’, on the device too', () => {
  const office = (db: ChungCuDb) => [
    () =>
      addFeeType(
        TEST_COMPLEX_ID,
        { name: 'Phí vệ sinh', basis: 'perUnit', unitPrice: 40_000 },
        { db },
      ),
    () =>
      addBankAccount(
        TEST_COMPLEX_ID,
        { bankBin: '970436', accountNumber: '0011004455667', accountName: 'BAN QUAN LY' },
        { db },
      ),
    () =>
      openPeriod({ complexId: TEST_COMPLEX_ID, month: '2026-11', dueDate: '2026-12-15' }, { db }),
  ];

  it('a staff member’s device refuses them offline, shows nothing and queues nothing; a receipt it records', async () => {
    const { db, unit } = await device('staff');
    for (const write of office(db)) {
      await expect(write()).rejects.toMatchObject({
        code: 'forbidden',
        message: messages.common.forbidden,
      });
    }
    expect(await db.feeTypes.count()).toBe(0);
    expect(await db.bankAccounts.count()).toBe(0);
    expect(await db.billingPeriods.count()).toBe(0);
    expect(await queued(db)).toEqual([]);

    await recordPayment(
      { apartmentId: unit.id, method: 'cash', amount: 250_000, paidAt: new Date().toISOString() },
      unit.unitNumber,
      { db },
    );
    expect(await queued(db)).toEqual(['recordPayment']);
  });

  it('a manager’s device makes them at once and queues them', async () => {
    const { db } = await device('manager');
    for (const write of office(db)) await write();
    expect(await queued(db)).toEqual(['createFeeType', 'createBankAccount', 'openBillingPeriod']);
  });
});
