import { invoiceIdOf } from '@chungcu/mutations';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChungCuDb, stopLiveTables } from '../../data';
import { TEST_COMPLEX_ID } from '../../data/test-device';
import { freshDb, seedApartment } from '../apartments/test-support';
import {
  addFeeType,
  addUnitCharge,
  generateDrafts,
  openPeriod,
  removeUnitCharge,
} from './mutations';

let db: ChungCuDb | undefined;
afterEach(async () => {
  if (db) {
    stopLiveTables(db);
    await db.delete();
  }
  db = undefined;
});

describe('a unit’s charges on the device', () => {
  it('reach the month’s draft at once, offline, and leave it when taken back', async () => {
    db = await freshDb();
    const unit = await seedApartment(db, { unitNumber: 'A-0901' });
    const fixed = await addFeeType(
      TEST_COMPLEX_ID,
      { name: 'Phí vệ sinh', basis: 'perUnit', unitPrice: 40_000 },
      { db },
    );
    const period = await openPeriod(
      { complexId: TEST_COMPLEX_ID, month: '2026-11', dueDate: '2026-12-15' },
      { db },
    );
    const drafted = await generateDrafts(period, { db });
    const draft = () => db?.invoices.get(invoiceIdOf(period.id, unit.id));
    expect((await draft())?.amountDue).toBe(40_000);

    const credit = await addUnitCharge(
      {
        apartmentId: unit.id,
        feeTypeId: fixed.id,
        month: '2026-11',
        kind: 'credit',
        name: 'Giảm trừ tháng 10',
        amount: 15_000,
      },
      unit.unitNumber,
      drafted,
      { db },
    );
    expect(await draft()).toMatchObject({ charges: 40_000, credits: 15_000, amountDue: 25_000 });
    expect((await draft())?.lines.at(-1)).toMatchObject({ chargeId: credit.id, credit: true });

    await removeUnitCharge(credit, unit.unitNumber, drafted, { db });
    expect(await draft()).toMatchObject({ credits: 0, amountDue: 40_000 });
    const labels = (await db.outbox.toArray()).map((entry) => entry.label);
    expect(labels).toContain('Thêm khoản Giảm trừ tháng 10 cho căn A-0901');
    expect(labels).toContain('Xóa khoản Giảm trừ tháng 10 của căn A-0901');
  });
});
