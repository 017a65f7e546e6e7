import { expect, it } from 'vitest';
import { billingPeriodSchema, limits, messages } from '@chungcu/contracts';
import { invoiceIdOf } from '@chungcu/mutations';
import { assign, createApartment, createResident } from './assignment-fixtures';
import { pullAll } from './complex-fixtures';
import { call, draftedMonth, invoicesOf } from './fee-fixtures';
import { describeEachDatabase } from './harness';
import { DEMO_RESIDENT_EMAIL } from './inquiry-fixtures';

const m = messages.fee;

describeEachDatabase('fee notices (S31)', (use) => {
  it('S31: issuing numbers each draft once, in its unit’s order, without gaps; issuing again is 409 and writes nothing', async () => {
    const admin = await use().signIn('admin');
    const { first, second, period } = await draftedMonth(admin);
    const complexes = (await admin.get('/api/complexes')).body as { id: string; code: string }[];
    const complex = complexes.find((c) => c.id === first.complexId) as { code: string };
    // The second unit's number sorts first ('A-…' before 'B-…'); issue the first unit alone first.
    const firstInvoice = invoiceIdOf(period.id, first.id);
    const partly = billingPeriodSchema.parse(
      await call(
        admin,
        `/api/billing-periods/${period.id}/issue`,
        { invoiceIds: [firstInvoice] },
        200,
      ),
    );
    expect(partly).toMatchObject({ status: 'drafted', lastInvoiceNumber: 1 });
    const rest = billingPeriodSchema.parse(
      await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 200),
    );
    expect(rest.status).toBe('issued');
    const invoices = await invoicesOf(admin, period);
    const numberOf = (apartmentId: string) =>
      invoices.find((i) => i.apartmentId === apartmentId)?.number;
    expect(numberOf(first.id)).toBe(`${complex.code}-2026-11-00001`);
    expect(numberOf(second.id)).toBe(`${complex.code}-2026-11-00002`);
    const numbers = invoices.map((i) => i.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(invoices.every((i) => i.status === 'issued' && i.issuedAt)).toBe(true);

    const before = await use().db('invoices').where({ period_id: period.id }).select('version');
    const again = await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 409);
    expect(again.message).toBe(m.nothingToIssue);
    // Generating again leaves issued notices as they are.
    await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
    expect(await use().db('invoices').where({ period_id: period.id }).select('version')).toEqual(
      before,
    );
  });

  it('S31: two issues racing give each notice one number: one answers 200, the other 409', async () => {
    const admin = await use().signIn('admin');
    const { period } = await draftedMonth(admin, '2026-10');
    const path = `/api/billing-periods/${period.id}/issue`;
    const answers = await Promise.all([admin.post(path).send({}), admin.post(path).send({})]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await use()
      .db('invoices')
      .where({ period_id: period.id })
      .select('number', 'status');
    const count = rows.length;
    expect(rows.every((r) => r.status === 'issued')).toBe(true);
    expect(rows.map((r) => Number(String(r.number).slice(-5))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
  });

  it('S11, S31: a resident holds the issued notices of their own unit, never a draft, another unit’s or the fee settings', async () => {
    const admin = await use().signIn('admin');
    const { first, second, period } = await draftedMonth(admin, '2026-09');
    const own = await createResident(admin, { email: DEMO_RESIDENT_EMAIL });
    await assign(admin, first.id, own.id, { isPrimary: true });
    const resident = await use().signIn('resident');
    const entitiesOf = async () =>
      (await pullAll(resident)).changes.filter((c) =>
        ['invoice', 'feeType', 'billingPeriod'].includes(c.entity),
      );
    expect(await entitiesOf()).toEqual([]);
    await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 200);
    const seen = await entitiesOf();
    expect(seen.map((c) => [c.entity, c.id])).toEqual([
      ['invoice', invoiceIdOf(period.id, first.id)],
    ]);
    expect(seen.map((c) => c.id)).not.toContain(invoiceIdOf(period.id, second.id));
    // Told once, in the write that issued it: the month, what to pay and by when.
    const told = (await pullAll(resident)).changes.filter(
      (c) => c.entity === 'notification' && c.data?.kind === 'feeNotice',
    );
    expect(told.map((c) => [c.data?.title, c.data?.url])).toEqual([
      ['Thông báo phí tháng 9/2026', '/fees'],
    ]);
    expect(told[0]?.data?.body).toBe(
      `Căn ${first.unitNumber}: 30.000\u00a0₫, hạn thanh toán 15/09/2026.`,
    );
  });

  it('S31: bad fees and months are refused with their message, never 500, and change nothing', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    const complexId = unit.complexId;
    const metered = {
      complexId,
      name: 'Tiền điện',
      basis: 'metered',
      meterKind: 'electricity',
      tariffs: [
        {
          effectiveFrom: '2026-05-10',
          basis: 'household',
          tiers: [
            { from: 0, price: 1_984 },
            { from: 50, price: 2_050 },
          ],
        },
      ],
    };
    const count = async () => Number((await use().db('fee_types').count('* as n'))[0]?.n);
    const before = await count();
    const refusals: [object, string][] = [
      [
        { ...metered, tariffs: [{ ...metered.tariffs[0], tiers: [{ from: 5, price: 1 }] }] },
        m.tiersStartAtZero,
      ],
      [
        {
          ...metered,
          tariffs: [
            {
              ...metered.tariffs[0],
              tiers: [
                { from: 0, price: 1 },
                { from: 0, price: 2 },
              ],
            },
          ],
        },
        m.tiersIncreasing,
      ],
      [{ ...metered, tariffs: [metered.tariffs[0], metered.tariffs[0]] }, m.tariffDatesOverlap],
      [{ ...metered, meterKind: null }, m.meterRequired],
      [{ complexId, name: 'Phí quản lý', basis: 'perArea', unitPrice: 8_000.5 }, m.amountInvalid],
      [{ complexId, name: 'Phí quản lý', basis: 'perArea', unitPrice: -1 }, m.amountInvalid],
      [{ complexId, name: 'Phí quản lý', basis: 'perArea' }, m.unitPriceRequired],
      [{ complexId, name: ' ', basis: 'perUnit', unitPrice: 1 }, m.nameRequired],
      [{ complexId, name: 'X', basis: 'weekly', unitPrice: 1 }, m.basisInvalid],
      ...[0, 1.5, 100, '1'].map(
        (settlePriority) =>
          [
            { complexId, name: 'Phí rác', basis: 'perUnit', unitPrice: 1, settlePriority },
            m.settlePriorityInvalid(limits.feeSettlePriorityMax),
          ] as [object, string],
      ),
      [
        {
          complexId,
          name: 'VAT',
          basis: 'perUnit',
          unitPrice: 1,
          surcharges: [{ name: 'VAT', basisPoints: 12.5 }],
        },
        m.surchargePercentInvalid,
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await call(admin, '/api/fee-types', body, 400);
      expect(answer.message, JSON.stringify(body)).toBe(message);
    }
    expect(await count()).toBe(before);
    expect(await call(admin, '/api/fee-types', metered, 201)).toMatchObject({
      name: 'Tiền điện',
      settlePriority: null,
    });
    // The board's settling order: stored, changed, cleared.
    const first = await call(
      admin,
      '/api/fee-types',
      { complexId, name: 'Phí quản lý', basis: 'perArea', unitPrice: 8_000, settlePriority: 1 },
      201,
    );
    expect(first).toMatchObject({ settlePriority: 1 });
    const patch = (body: object, status: number) =>
      admin.patch(`/api/fee-types/${first.id}`).send(body).expect(status);
    expect((await patch({ settlePriority: 2 }, 200)).body).toMatchObject({ settlePriority: 2 });
    expect((await patch({ settlePriority: -1 }, 400)).body.message).toBe(
      m.settlePriorityInvalid(limits.feeSettlePriorityMax),
    );
    expect((await patch({ settlePriority: null }, 200)).body).toMatchObject({
      settlePriority: null,
    });

    const month = { complexId, month: '2026-13', dueDate: '2026-12-15' };
    expect((await call(admin, '/api/billing-periods', month, 400)).message).toBe(
      messages.meter.periodInvalid,
    );
    const early = { complexId, month: '2026-08', dueDate: '2026-07-31' };
    expect((await call(admin, '/api/billing-periods', early, 400)).message).toBe(m.dueDateInvalid);
    const notYet = billingPeriodSchema.parse(
      await call(admin, '/api/billing-periods', { ...early, dueDate: '2026-08-20' }, 201),
    );
    expect((await call(admin, `/api/billing-periods/${notYet.id}/issue`, {}, 409)).message).toBe(
      m.periodNotDrafted,
    );
    expect((await call(admin, '/api/billing-periods/nope/generate', {}, 404)).message).toBe(
      m.periodNotFound,
    );
  });

  it('S31: a notice with a line it could not compute is not issued', async () => {
    const admin = await use().signIn('admin');
    const unit = await createApartment(admin);
    await call(
      admin,
      '/api/fee-types',
      {
        complexId: unit.complexId,
        name: 'Tiền nước',
        basis: 'metered',
        meterKind: 'water',
        tariffs: [
          { effectiveFrom: '2026-01-01', basis: 'household', tiers: [{ from: 0, price: 8_500 }] },
        ],
      },
      201,
    );
    const period = billingPeriodSchema.parse(
      await call(
        admin,
        '/api/billing-periods',
        { complexId: unit.complexId, month: '2026-07', dueDate: '2026-07-15' },
        201,
      ),
    );
    await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
    const answer = await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 409);
    expect(answer.message).toMatch(/chưa tính được/);
    const issued = await use().db('invoices').where({ period_id: period.id, status: 'issued' });
    expect(issued).toEqual([]);
  });
});
