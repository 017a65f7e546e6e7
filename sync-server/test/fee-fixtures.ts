import { expect } from 'vitest';
import {
  type BillingPeriod,
  type FeeType,
  type Invoice,
  billingPeriodSchema,
  invoiceSchema,
  uuidv7,
} from '@chungcu/contracts';
import { type Agent, assign, createApartment, createResident } from './assignment-fixtures';
import { pullAll } from './complex-fixtures';
import type { TestContext } from './harness';
import { DEMO_RESIDENT_EMAIL } from './inquiry-fixtures';

/** Posts `body` to `path` expecting `status`; answers the body. */
export async function call(agent: Agent, path: string, body: object, status: number) {
  const res = await agent.post(path).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** Two units of one complex with a fixed fee of 30.000 ₫, a month opened and its drafts made. */
export async function draftedMonth(admin: Agent, month = '2026-11') {
  const first = await createApartment(admin, { unitNumber: `B-${uuidv7().slice(-4)}-10` });
  const second = await createApartment(admin, {
    unitNumber: `A-${uuidv7().slice(-4)}-02`,
    complexId: first.complexId,
  });
  const fee = (await call(
    admin,
    '/api/fee-types',
    { complexId: first.complexId, name: 'Phí rác', basis: 'perUnit', unitPrice: 30_000 },
    201,
  )) as FeeType;
  const period = billingPeriodSchema.parse(
    await call(
      admin,
      '/api/billing-periods',
      { complexId: first.complexId, month, dueDate: `${month}-15` },
      201,
    ),
  );
  await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
  return { first, second, fee, period };
}

/** The notices of a period as the database holds them. */
export async function invoicesOf(admin: Agent, period: BillingPeriod): Promise<Invoice[]> {
  const feed = await pullAll(admin);
  return feed.changes
    .filter((c) => c.entity === 'invoice' && c.data && c.data.periodId === period.id)
    .map((c) => invoiceSchema.parse(c.data));
}

/**
 * September issued for two units (30.000 ₫ each, due 15/9), the first the demo resident's home:
 * the admin's agent, the month, every notice and the first unit's.
 */
export async function issuedMonth(use: () => TestContext) {
  const admin = await use().signIn('admin');
  const month = await draftedMonth(admin, '2026-09');
  const own = await createResident(admin, { email: DEMO_RESIDENT_EMAIL });
  await assign(admin, month.first.id, own.id, { isPrimary: true });
  await call(admin, `/api/billing-periods/${month.period.id}/issue`, {}, 200);
  const notices = await invoicesOf(admin, month.period);
  const notice = notices.find((i) => i.apartmentId === month.first.id);
  if (!notice) throw new Error('the first unit has no notice');
  return { admin, ...month, notices, notice };
}
