import { expect, it } from 'vitest';
import { type UnitCharge, billingPeriodSchema, messages, uuidv7 } from '@chungcu/contracts';
import { invoiceIdOf } from '@chungcu/mutations';
import { auditOf } from './assignment-fixtures';
import { staffOf } from './complex-fixtures';
import { call, draftedMonth, invoicesOf } from './fee-fixtures';
import { describeEachDatabase } from './harness';

const m = messages.fee;

describeEachDatabase('one-offs, adjustments and credit notes (S31)', (use) => {
  it('S31: a charge and a credit note reach the month’s notice; an issued month refuses them (409), a later one corrects it', async () => {
    const admin = await use().signIn('admin');
    const { first, fee, period } = await draftedMonth(admin, '2026-09');
    const charge = (await call(
      admin,
      '/api/unit-charges',
      {
        apartmentId: first.id,
        feeTypeId: fee.id,
        month: '2026-09',
        kind: 'charge',
        name: 'Thu hộ phí sửa chữa',
        amount: 250_000,
      },
      201,
    )) as UnitCharge;
    expect(charge).toMatchObject({ complexId: first.complexId, correctsInvoiceId: null });
    await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
    await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 200);
    const [issued] = (await invoicesOf(admin, period)).filter((i) => i.apartmentId === first.id);
    expect(issued).toMatchObject({ charges: 280_000, amountDue: 280_000 });

    // Frozen: the issued month takes nothing more and keeps its charge.
    const late = {
      apartmentId: first.id,
      feeTypeId: fee.id,
      month: '2026-09',
      kind: 'credit',
      name: 'Giảm trừ',
      amount: 30_000,
    };
    const count = async () => Number((await use().db('unit_charges').count('* as n'))[0]?.n);
    const before = await count();
    expect(await call(admin, '/api/unit-charges', late, 409)).toMatchObject({
      message: m.chargeMonthIssued,
    });
    const removed = await admin.delete(`/api/unit-charges/${charge.id}`);
    expect(removed.status).toBe(409);
    expect(await count()).toBe(before);

    // The correction: a credit note on the next month, naming the notice it corrects, audited.
    const next = billingPeriodSchema.parse(
      await call(
        admin,
        '/api/billing-periods',
        { complexId: first.complexId, month: '2026-10', dueDate: '2026-10-15' },
        201,
      ),
    );
    const credit = (await call(
      admin,
      '/api/unit-charges',
      { ...late, month: '2026-10', correctsInvoiceId: issued?.id },
      201,
    )) as UnitCharge;
    await call(admin, `/api/billing-periods/${next.id}/generate`, {}, 200);
    const [october] = (await invoicesOf(admin, next)).filter((i) => i.apartmentId === first.id);
    expect(october).toMatchObject({
      previousBalance: 280_000,
      charges: 30_000,
      credits: 30_000,
      amountDue: 280_000,
    });
    expect(october?.lines.find((l) => l.chargeId === credit.id)).toMatchObject({ credit: true });
    expect((await auditOf(use().db, credit.id)).map((a) => a.action)).toEqual(['create']);
    expect(
      await call(
        admin,
        '/api/unit-charges',
        { ...late, month: '2026-08', correctsInvoiceId: issued?.id },
        400,
      ),
    ).toMatchObject({ message: m.correctedInvoiceInvalid });
  });

  it('S31: bad charges are refused with their message (400), another complex’s unit is 404, a resident 403, and nothing changes', async () => {
    const admin = await use().signIn('admin');
    const { first, second, fee, period } = await draftedMonth(admin);
    const good = {
      apartmentId: first.id,
      feeTypeId: fee.id,
      month: '2026-11',
      kind: 'charge',
      name: 'Thẻ xe mới',
      amount: 50_000,
    };
    const count = async () => Number((await use().db('unit_charges').count('* as n'))[0]?.n);
    const before = await count();
    for (const [body, message] of [
      [{ ...good, amount: 0 }, m.chargeAmountInvalid],
      [{ ...good, amount: 1.5 }, m.amountInvalid],
      [{ ...good, amount: -5 }, m.amountInvalid],
      [{ ...good, name: '  ' }, m.chargeNameRequired],
      [{ ...good, kind: 'refund' }, m.chargeKindInvalid],
      [{ ...good, month: '2026-13' }, undefined],
      [{ ...good, apartmentId: 'not-an-id' }, undefined],
    ] as const) {
      const body2 = await call(admin, '/api/unit-charges', body, 400);
      if (message) expect(body2.message, JSON.stringify(body)).toBe(message);
      else expect(typeof body2.message).toBe('string');
    }
    // Staff of another complex do not see this unit or fee.
    const { second: otherComplex } = await (async () => {
      const res = await admin
        .post('/api/complexes')
        .send({ code: `uc-${uuidv7().slice(-4)}`, name: 'Chung cư khác', address: 'Hà Nội' });
      expect(res.status).toBe(201);
      return { second: res.body.id as string };
    })();
    const stranger = await staffOf(use, [otherComplex], 'manager');
    expect((await stranger.agent.post('/api/unit-charges').send(good)).status).toBe(404);
    const resident = await use().signIn('resident');
    expect((await resident.post('/api/unit-charges').send(good)).status).toBe(403);
    expect(await count()).toBe(before);

    const made = (await call(admin, '/api/unit-charges', good, 201)) as UnitCharge;
    expect((await stranger.agent.delete(`/api/unit-charges/${made.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/unit-charges/${made.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/unit-charges/${made.id}`)).status).toBe(404);
    await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
    const invoices = await invoicesOf(admin, period);
    expect(invoices.find((i) => i.id === invoiceIdOf(period.id, second.id))?.charges).toBe(30_000);
  });
});
