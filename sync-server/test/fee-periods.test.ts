import { expect, it } from 'vitest';
import { billingPeriodSchema, messages, uuidv7 } from '@chungcu/contracts';
import { createApartment } from './assignment-fixtures';
import { call, draftedMonth } from './fee-fixtures';
import { describeEachDatabase } from './harness';

const m = messages.fee;

describeEachDatabase('closing a month of fees (S31)', (use) => {
  /** What closing may never change when it is refused: the month's rows as stored. */
  const stored = async (periodId: string) => ({
    period: await use().db('billing_periods').where({ id: periodId }).select('status', 'version'),
    invoices: await use()
      .db('invoices')
      .where({ period_id: periodId })
      .orderBy('id')
      .select('id', 'status', 'version'),
  });

  it('S31: POST /api/billing-periods/:id/close closes an issued month (200 with the period); a closed month makes and issues nothing more', async () => {
    const admin = await use().signIn('admin');
    const { first, period } = await draftedMonth(admin, '2026-07');
    const close = `/api/billing-periods/${period.id}/close`;
    expect((await call(admin, close, {}, 409)).message).toBe(m.periodHasDrafts(2));
    await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 200);

    const closed = billingPeriodSchema.parse(await call(admin, close, {}, 200));
    expect(closed).toMatchObject({ id: period.id, status: 'closed', lastInvoiceNumber: 2 });
    const after = await stored(period.id);
    expect(after.period).toEqual([{ status: 'closed', version: expect.anything() }]);
    expect(after.invoices.every((i) => i.status === 'issued')).toBe(true);

    // A unit added since is never drafted into the closed month, nor issued from it.
    await createApartment(admin, { complexId: first.complexId });
    expect((await call(admin, close, {}, 409)).message).toBe(m.periodAlreadyClosed);
    expect((await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 409)).message).toBe(
      m.periodClosed,
    );
    expect((await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 409)).message).toBe(
      m.periodClosed,
    );
    expect(await stored(period.id)).toEqual(after);
  });

  it('S31: closing is refused with its message, never 500, and changes nothing', async () => {
    const admin = await use().signIn('admin');
    const { period } = await draftedMonth(admin, '2026-06');
    const close = `/api/billing-periods/${period.id}/close`;
    const before = await stored(period.id);
    // A month with drafts left, and one with none made.
    expect((await call(admin, close, {}, 409)).message).toBe(m.periodHasDrafts(2));
    const unit = await createApartment(admin);
    const empty = billingPeriodSchema.parse(
      await call(
        admin,
        '/api/billing-periods',
        { complexId: unit.complexId, month: '2026-05', dueDate: '2026-05-15' },
        201,
      ),
    );
    expect((await call(admin, `/api/billing-periods/${empty.id}/close`, {}, 409)).message).toBe(
      m.periodNotIssued,
    );
    // The call carries nothing but the id in its path.
    expect((await call(admin, close, { status: 'closed' }, 400)).message).toBeTruthy();
    expect((await call(admin, `/api/billing-periods/${uuidv7()}/close`, {}, 404)).message).toBe(
      m.periodNotFound,
    );
    expect((await call(admin, '/api/billing-periods/nope/close', {}, 404)).message).toBe(
      m.periodNotFound,
    );
    // A resident may not close a month.
    const resident = await use().signIn('resident');
    expect((await resident.post(close).send({})).status).toBe(403);
    expect(await stored(period.id)).toEqual(before);
    expect(await stored(empty.id)).toMatchObject({ period: [{ status: 'open' }] });
  });
});
