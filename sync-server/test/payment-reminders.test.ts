import { expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/accounts';
import { createJobs } from '../src/services/jobs';
import { call, issuedMonth } from './fee-fixtures';
import { describeEachDatabase } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('payment reminders (S35)', (use) => {
  /** September issued for two units (30.000 ₫ each, due 15/9), the first the demo resident's. */
  async function issuedSeptember() {
    const { admin, notices, ...month } = await issuedMonth(use);
    const noticeOf = (unitId: string) => notices.find((n) => n.apartmentId === unitId);
    const pay = (unitId: string, amount: number) =>
      call(
        admin,
        '/api/payments',
        {
          apartmentId: unitId,
          invoiceId: noticeOf(unitId)?.id,
          method: 'cash',
          amount,
          paidAt: '2026-09-10T08:00:00+07:00',
          memo: 'Thu tại văn phòng',
        },
        201,
      );
    return { ...month, pay };
  }

  /** The demo resident's payment reminders: their bodies, oldest first. */
  async function remindersTold() {
    const rows = await use()
      .db('notifications')
      .where({ user_id: demoAccounts.resident.id, kind: 'paymentReminder' })
      .orderBy('version');
    return rows.map((r: Record<string, unknown>) => String(r.body));
  }
  const remindedUnits = async () =>
    (await use().db('payment_reminders').select('apartment_id')).map(
      (r: { apartment_id: string }) => r.apartment_id,
    );

  it('S35: a unit owing past due is reminded once, not again within three days, again after; never before the due date, never once paid', async () => {
    const { first, second, pay } = await issuedSeptember();
    // The second unit pays in full before its due date: it is never reminded.
    await pay(second.id, 30_000);
    const jobs = createJobs(use().db);
    // 15/9 is the due date itself on Vietnam's calendar (23:00 there): not past due yet.
    await jobs.sendPaymentReminders(new Date('2026-09-15T16:00:00Z'));
    expect(await remindersTold()).toEqual([]);

    const day = (n: number) => new Date(Date.parse('2026-09-16T02:00:00Z') + n * DAY_MS);
    expect(await jobs.sendPaymentReminders(day(0))).toBe(1);
    const told = await remindersTold();
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('30.000\u00a0₫ quá hạn thanh toán (từ 15/09/2026)');
    // Replicas racing the same round, and rounds within three days, remind no more.
    await Promise.all([
      jobs.sendPaymentReminders(day(0)),
      createJobs(use().db).sendPaymentReminders(day(0)),
    ]);
    await jobs.sendPaymentReminders(day(1));
    await jobs.sendPaymentReminders(day(2.9));
    expect(await remindersTold()).toHaveLength(1);
    await jobs.sendPaymentReminders(day(3));
    expect(await remindersTold()).toHaveLength(2);
    expect(await remindedUnits()).toEqual([first.id]);

    // Part paid: still reminded of the rest; paid in full: never again.
    await pay(first.id, 10_000);
    await jobs.sendPaymentReminders(day(6));
    const after = await remindersTold();
    expect(after).toHaveLength(3);
    expect(after[2]).toContain('20.000\u00a0₫ quá hạn');
    await pay(first.id, 20_000);
    await jobs.sendPaymentReminders(day(9));
    await jobs.sendPaymentReminders(day(30));
    expect(await remindersTold()).toHaveLength(3);
    expect(await remindedUnits()).toEqual([first.id]);
  });
});
