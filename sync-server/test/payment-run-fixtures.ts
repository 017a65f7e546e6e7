import { expect } from 'vitest';
import {
  type Apartment,
  type Invoice,
  type PaymentProvider,
  billingPeriodSchema,
  paymentCodeOf,
  uuidv7,
} from '@chungcu/contracts';
import type { Db } from '../src/db/database';
import { type Agent, createApartment } from './assignment-fixtures';
import { cassoCall, payosCall, sepayCall } from './bank-webhook-fixtures';
import { call, invoicesOf } from './fee-fixtures';

/** Each provider's key, set on every complex of a scene. */
export const WEBHOOK_KEYS: Record<PaymentProvider, string> = {
  sepay: 'sepay-khoa-api-0123456789',
  casso: 'casso-checksum-abcdefghij',
  payos: 'payos-checksum-0a1b2c3d4e',
};

export interface SceneComplex {
  id: string;
  units: Apartment[];
  /** Each unit's issued notice of the scene's first month, by unit id. */
  notices: Map<string, Invoice>;
}

/** Makes, generates and issues `month` of `complexId` (its fees as they are); answers its notices. */
export async function issueMonth(admin: Agent, complexId: string, month: string) {
  const period = billingPeriodSchema.parse(
    await call(admin, '/api/billing-periods', { complexId, month, dueDate: `${month}-15` }, 201),
  );
  await call(admin, `/api/billing-periods/${period.id}/generate`, {}, 200);
  await call(admin, `/api/billing-periods/${period.id}/issue`, {}, 200);
  return invoicesOf(admin, period);
}

/**
 * Two complexes (the installation's first and a new one) of `unitsPerComplex` units each, a fixed
 * fee each (different amounts), `month` issued, and every provider's key set on both (rule S34).
 */
export async function paymentScene(
  admin: Agent,
  unitsPerComplex: number,
  month = '2026-09',
): Promise<SceneComplex[]> {
  const [first] = (await admin.get('/api/complexes')).body as { id: string }[];
  const other = await call(
    admin,
    '/api/complexes',
    { code: `sr-${uuidv7().slice(-4)}`, name: 'Chung cư Sunrise City', address: 'Quận 7' },
    201,
  );
  const scene: SceneComplex[] = [];
  for (const [c, complexId] of [first?.id as string, other.id as string].entries()) {
    const units: Apartment[] = [];
    for (let u = 0; u < unitsPerComplex; u++) {
      units.push(await createApartment(admin, { complexId, unitNumber: `${'AB'[c]}-${u + 1}` }));
    }
    const fee = { complexId, name: 'Phí dịch vụ', basis: 'perUnit', unitPrice: 215_000 - c * 37 };
    await call(admin, '/api/fee-types', fee, 201);
    const notices = await issueMonth(admin, complexId, month);
    expect(notices.length).toBe(unitsPerComplex);
    for (const [provider, secret] of Object.entries(WEBHOOK_KEYS)) {
      const res = await admin
        .put(`/api/complexes/${complexId}/payment-webhooks/${provider}`)
        .send({ secret });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    scene.push({ id: complexId, units, notices: new Map(notices.map((n) => [n.apartmentId, n])) });
  }
  return scene;
}

/** The payment code of a notice (its number issued). */
export const codeOf = (notice: Invoice | undefined): string =>
  paymentCodeOf(notice?.number ?? null) as string;

/** How banks mangle a memo around the code: case, spaces and dashes inside it, words around. */
export function mangled(code: string, pick: (n: number) => number): string {
  const forms = [
    code,
    code.toLowerCase(),
    `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`,
    `${code.slice(0, 6)}.${code.slice(6)}`.toLowerCase(),
  ];
  const around = [
    (c: string) => `MBVCB.8812.${c}.CT tu 0123456789 NGUYEN VAN AN`,
    (c: string) => `IBFT ${c} thanh toan phi`,
    (c: string) => `CSO${c}`,
    (c: string) => `${c}`,
  ];
  return around[pick(around.length)]?.((forms[pick(forms.length)] ?? code) as string) ?? code;
}

/** The rows a run leaves, as the database holds them (snake_case columns). */
export async function paymentRows(db: Db) {
  return db('payments').select(
    'id',
    'complex_id',
    'apartment_id',
    'invoice_id',
    'amount',
    'status',
    'matched_by',
    'provider',
    'provider_transaction_id',
    'receipt_number',
  );
}

/** A provider's call: its body and the headers it is signed with. */
export interface Call {
  body: unknown;
  headers: Record<string, string>;
}

/** A realistic signed call of `provider` (bank-webhook-fixtures.ts) with the scene's key. */
export function callOf(provider: PaymentProvider, memo: string, amount: number): Call {
  // SePay's two ways of signing, in turn.
  if (provider === 'sepay' && amount % 2_000 === 0) {
    return sepayCall(memo, amount, WEBHOOK_KEYS.sepay, {}, { hmacAt: Date.now() }) as Call;
  }
  const make = { sepay: sepayCall, casso: cassoCall, payos: payosCall }[provider];
  return make(memo, amount, WEBHOOK_KEYS[provider]) as Call;
}

/** The provider's id of a call's transaction, as its adapter reads it. */
export function transactionOf(provider: PaymentProvider, call: Call): string {
  const body = call.body as { id?: number; data?: { id?: number; reference?: string } };
  if (provider === 'sepay') return String(body.id);
  if (provider === 'casso') return String(body.data?.id);
  return String(body.data?.reference);
}
