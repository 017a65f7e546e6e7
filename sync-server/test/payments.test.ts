import { expect, it, onTestFinished } from 'vitest';
import {
  type Payment,
  billingPeriodSchema,
  messages,
  paymentCodeOf,
  uuidv7,
} from '@chungcu/contracts';
import { invoiceIdOf } from '@chungcu/mutations';
import { createMutationsService } from '../src/services/mutations.service';
import { auditOf } from './assignment-fixtures';
import { pullAll, pushOne, staffOf, twoComplexes } from './complex-fixtures';
import { call, invoicesOf, issuedMonth } from './fee-fixtures';
import { type TestContext, describeEachDatabase } from './harness';

const m = messages.payment;
const SYSTEM = { userId: 'system', role: 'admin', email: null } as const;

/** A bank's notification as the provider's adapter reads it, run as the server's job does. */
function transfer(use: () => TestContext, complexId: string, memo: string, amount: number) {
  const args = {
    id: uuidv7(),
    complexId,
    provider: 'sepay' as const,
    providerTransactionId: `ft-${uuidv7().slice(-10)}`,
    amount,
    paidAt: '2026-10-05T10:15:00+07:00',
    memo,
    payerName: 'NGUYEN VAN AN',
    payload: { note: 'as the adapter read it' },
  };
  const run = (over: Partial<typeof args> = {}) =>
    createMutationsService(use().db).runJob(SYSTEM, 'receiveBankTransfer', { ...args, ...over });
  return { args, run };
}

describeEachDatabase('payments (S34)', (use) => {
  it('S34: a transfer whose memo carries the code is counted for its unit once, however often the bank retries', async () => {
    const { admin, first, notice } = await issuedMonth(use);
    const code = paymentCodeOf(notice.number) as string;
    const bank = transfer(
      use,
      first.complexId,
      `MBVCB.3312.${code.toLowerCase()} chuyen tien`,
      30_000,
    );
    const { payment, recorded } = await bank.run();
    expect(recorded).toBe(true);
    expect(payment).toMatchObject({
      apartmentId: first.id,
      invoiceId: notice.id,
      status: 'matched',
      matchedBy: 'code',
      amount: 30_000,
    });
    const count = async () => Number((await use().db('payments').count('* as n'))[0]?.n);
    const before = await count();
    // SePay retries up to 7 times; a replay, even with another payment id, records nothing.
    for (let i = 0; i < 3; i++) {
      const again = await bank.run({ id: uuidv7() });
      expect(again).toMatchObject({ recorded: false, payment: { id: payment.id } });
    }
    expect(await count()).toBe(before);

    // The resident holds it; the next month asks nothing more of the unit.
    const resident = await use().signIn('resident');
    const held = (await pullAll(resident)).changes.filter((c) => c.entity === 'payment');
    expect(held.map((c) => c.id)).toEqual([payment.id]);
    const october = billingPeriodSchema.parse(
      await call(
        admin,
        '/api/billing-periods',
        { complexId: first.complexId, month: '2026-10', dueDate: '2026-10-15' },
        201,
      ),
    );
    await call(admin, `/api/billing-periods/${october.id}/generate`, {}, 200);
    const next = (await invoicesOf(admin, october)).find((i) => i.apartmentId === first.id);
    expect(next).toMatchObject({ previousBalance: 0, amountDue: 30_000, paymentsCounted: 30_000 });
  });

  it('S34: a notice’s code still names it after its complex’s code changed, and names no other notice', async () => {
    const { admin, first, notices, notice } = await issuedMonth(use);
    const rename = async (code: string) =>
      expect(await pushOne(admin, 'updateComplex', { id: first.complexId, code })).toMatch(
        /"ok":true/,
      );
    const oldCode = (notice.number as string).slice(0, -14);
    const newCode = `MOI-${uuidv7().slice(-4)}`.toUpperCase();
    await rename(newCode);
    onTestFinished(() => rename(oldCode));
    for (const each of notices) {
      const code = paymentCodeOf(each.number) as string;
      const { payment } = await transfer(use, first.complexId, `CK ${code}`, 10_000).run();
      expect(payment).toMatchObject({ status: 'matched', invoiceId: each.id });
    }
    // The same month and place under the new code is another code: no notice of this complex.
    const renamed = paymentCodeOf(`${newCode}-${(notice.number as string).slice(-13)}`) as string;
    expect(renamed.slice(0, 2)).not.toBe(paymentCodeOf(notice.number)?.slice(0, 2));
    const { payment } = await transfer(use, first.complexId, `CK ${renamed}`, 10_000).run();
    expect(payment).toMatchObject({ status: 'unmatched', invoiceId: null });
  });

  it('S34: no code, an unknown code or another complex’s notice waits unmatched; the office matches it by hand and can undo it', async () => {
    const { admin, first, second, notice } = await issuedMonth(use);
    const { second: otherComplex } = await twoComplexes(use, `pm-${uuidv7().slice(-4)}`);
    const code = paymentCodeOf(notice.number) as string;
    const wrongCheck = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    const waiting: Payment[] = [];
    for (const [complexId, memo] of [
      [first.complexId, 'chuyen tien phi thang 9'],
      [first.complexId, `thanh toan ${wrongCheck}`],
      [otherComplex, `thanh toan ${code}`],
    ] as const) {
      const { payment } = await transfer(use, complexId, memo, 50_000).run();
      expect(payment).toMatchObject({ status: 'unmatched', apartmentId: null, invoiceId: null });
      waiting.push(payment);
    }
    // Residents never hold an unmatched transfer.
    const resident = await use().signIn('resident');
    expect((await pullAll(resident)).changes.filter((c) => c.entity === 'payment')).toEqual([]);

    const [first0] = waiting as [Payment];
    const matched = (await call(
      admin,
      `/api/payments/${first0.id}/match`,
      { apartmentId: second.id },
      200,
    )) as Payment;
    expect(matched).toMatchObject({
      status: 'matched',
      matchedBy: 'staff',
      apartmentId: second.id,
    });
    expect(
      await call(admin, `/api/payments/${first0.id}/match`, { apartmentId: first.id }, 409),
    ).toMatchObject({ message: m.alreadyMatched });
    expect(await call(admin, `/api/payments/${first0.id}/unmatch`, {}, 200)).toMatchObject({
      status: 'unmatched',
      apartmentId: null,
    });
    // Another complex's unit is not this payment's to take.
    await call(admin, `/api/payments/${first0.id}/match`, { apartmentId: uuidv7() }, 404);
    expect((await auditOf(use().db, first0.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'update',
    ]);
  });

  it('S34: cash and voids through REST: bad input 400 with its message, 403 for residents, 404 across complexes, nothing changed', async () => {
    const { admin, first, notice } = await issuedMonth(use);
    const good = {
      apartmentId: first.id,
      invoiceId: notice.id,
      method: 'cash',
      amount: 10_000,
      paidAt: '2026-10-02T08:00:00+07:00',
      memo: 'Thu tại văn phòng',
    };
    const count = async () => Number((await use().db('payments').count('* as n'))[0]?.n);
    const before = await count();
    for (const [body, message] of [
      [{ ...good, amount: 0 }, m.amountInvalid],
      [{ ...good, amount: 10.5 }, m.amountInvalid],
      [{ ...good, method: 'bitcoin' }, m.methodInvalid],
      [{ ...good, paidAt: 'hôm qua' }, messages.common.dateInvalid],
      [{ ...good, invoiceId: uuidv7() }, m.invoiceNotOfUnit],
    ] as const) {
      expect((await call(admin, '/api/payments', body, 400)).message, JSON.stringify(body)).toBe(
        message,
      );
    }
    const resident = await use().signIn('resident');
    expect((await resident.post('/api/payments').send(good)).status).toBe(403);
    const { second: otherComplex } = await twoComplexes(use, `pv-${uuidv7().slice(-4)}`);
    const stranger = await staffOf(use, [otherComplex], 'manager');
    expect((await stranger.agent.post('/api/payments').send(good)).status).toBe(404);
    expect(await count()).toBe(before);

    const cash = (await call(admin, '/api/payments', good, 201)) as Payment;
    expect(cash).toMatchObject({ status: 'matched', matchedBy: 'staff', method: 'cash' });
    expect(
      (await stranger.agent.post(`/api/payments/${cash.id}/void`).send({ reason: 'x' })).status,
    ).toBe(404);
    expect((await call(admin, `/api/payments/${cash.id}/void`, { reason: ' ' }, 400)).message).toBe(
      m.voidReasonRequired,
    );
    expect(
      await call(admin, `/api/payments/${cash.id}/void`, { reason: 'Thu nhầm căn' }, 200),
    ).toMatchObject({ status: 'voided', voidReason: 'Thu nhầm căn' });
    expect(
      await call(admin, `/api/payments/${cash.id}/void`, { reason: 'Lần nữa' }, 409),
    ).toMatchObject({ message: m.voided });
    expect(invoiceIdOf(notice.periodId, first.id)).toBe(notice.id);
  });

  it('S34: receipts staff record offline get official numbers as they reach the server, in order and without gaps, never twice', async () => {
    const { admin, first, second } = await issuedMonth(use);
    const complexes = (await admin.get('/api/complexes')).body as { id: string; code: string }[];
    const code = complexes.find((c) => c.id === first.complexId)?.code as string;
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    // Two tablets' queues pushed at once: ten receipts made offline.
    const receipt = (apartmentId: string) => ({
      id: uuidv7(),
      apartmentId,
      method: 'cash',
      amount: 20_000,
      paidAt: '2026-10-03T09:00:00+07:00',
    });
    const pushes = Array.from({ length: 10 }, (_, i) =>
      pushOne(admin, 'recordPayment', receipt(i % 2 ? first.id : second.id)),
    );
    await Promise.all(pushes);
    const rows = await use()
      .db('payments')
      .where({ complex_id: first.complexId })
      .whereNotNull('receipt_number')
      .orderBy('receipt_number');
    expect(rows.map((r) => r.receipt_number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${code}-PT-${year}-${String(i + 1).padStart(5, '0')}`),
    );
    // A refused receipt takes no number; a bank's transfer is no receipt.
    await call(admin, '/api/payments', { ...receipt(first.id), amount: 0 }, 400);
    const made = (await call(admin, '/api/payments', receipt(first.id), 201)) as Payment;
    expect(made.receiptNumber).toBe(`${code}-PT-${year}-00011`);
    const { payment } = await transfer(use, first.complexId, 'chuyen tien', 1_000).run();
    expect(payment.receiptNumber).toBeNull();
  });
});
