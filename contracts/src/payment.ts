import { z } from 'zod';
import {
  complexRowShape,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
  timestampSchema,
} from './common';
import { type PaymentProvider, paymentMethods, paymentProviders, paymentStatuses } from './enums';
import { limits } from './limits';
import { messages } from './messages';

const m = messages.payment;

/**
 * Money received for a unit (entity `payment`, rule S34): a bank transfer a provider told the
 * server of, or cash or a transfer staff recorded. Whole đồng. Counted for the unit it is matched
 * to; a unit's balance is its notices' charges less its matched payments, so a payment is never
 * counted twice and voiding or unmatching one brings the debt back.
 */
export const paymentSchema = z.object({
  ...complexRowShape,
  /** The unit it is counted for; null while unmatched. */
  apartmentId: z.string().nullable(),
  /** The notice its memo's payment code named, or staff chose. */
  invoiceId: z.string().nullable(),
  method: paymentMethods.schema,
  amount: z.number().int(),
  paidAt: timestampSchema,
  /** The transfer's memo as the bank sent it, or staff's note. */
  memo: z.string(),
  payerName: z.string().nullable(),
  /** The provider that notified it ('sepay', 'casso', 'payos'), null when staff recorded it. */
  provider: z.string().nullable(),
  /** The bank's or provider's id of the transaction: one payment per id and provider. */
  providerTransactionId: z.string().nullable(),
  status: paymentStatuses.schema,
  /** Who matched it: the memo's payment code, or staff by hand. */
  matchedBy: z.enum(['code', 'staff']).nullable(),
  voidReason: z.string().nullable(),
  /**
   * A receipt's official number (`TC-PT-2026-00001`), given by the server when a payment staff
   * recorded reaches it; null until then (the device shows a provisional mark) and for a bank's.
   */
  receiptNumber: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What marks a receipt's number (phiếu thu), beside a request's `YC`. */
export const RECEIPT_NUMBER_MARK = 'PT';

/** `TC-PT-2026-00001`: the complex's code, PT, Vietnam's year, the receipt's place in it. */
export function receiptNumberOf(complexCode: string, year: number, n: number): string {
  return `${complexCode}-${RECEIPT_NUMBER_MARK}-${year}-${String(n).padStart(5, '0')}`;
}

/** The counter a receipt's number is taken from: one per complex and year (rule S34). */
export const receiptNumberScope = (complexId: string, year: number): string =>
  `receipt:${complexId}:${year}`;

const amountSchema = z
  .number({ error: m.amountInvalid })
  .int({ error: m.amountInvalid })
  .min(1, m.amountInvalid)
  .max(limits.moneyMax, m.amountInvalid);

/** Money staff received for a unit (cash at the office, a transfer seen on the statement). */
export const paymentRecordSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: idSchema,
  invoiceId: idSchema.nullable().default(null),
  method: paymentMethods.schema,
  amount: amountSchema,
  paidAt: isoDateSchema,
  memo: optionalText(limits.shortText).transform((text) => text ?? ''),
  payerName: optionalText(limits.shortText).transform((text) => text ?? null),
});
export type PaymentRecord = z.input<typeof paymentRecordSchema>;

/** An unmatched payment given to a unit by hand (and, if known, the notice it pays). */
export const paymentMatchSchema = z.strictObject({
  apartmentId: idSchema,
  invoiceId: idSchema.nullable().default(null),
});

/** A payment voided, with the reason kept beside it. */
export const paymentVoidSchema = z.strictObject({
  reason: requiredText(m.voidReasonRequired, limits.shortText),
});

/** A bank transfer as a provider's adapter reads it, before it is matched (server only). */
export const bankTransferSchema = z.strictObject({
  /** The payment's id, made by the server. */
  id: idSchema,
  complexId: idSchema,
  provider: paymentProviders.schema,
  providerTransactionId: z.string().min(1).max(100),
  amount: amountSchema,
  paidAt: isoDateSchema,
  memo: z.string().max(500),
  payerName: z.string().max(200).nullable(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/**
 * A complex's key for one provider's webhook (PUT /api/complexes/{id}/payment-webhooks/{provider}):
 * SePay's API key, Casso's or payOS's checksum key. Kept on the server only, never synced or
 * audited.
 */
export const paymentWebhookSecretSchema = z.strictObject({
  secret: z.string({ error: m.secretInvalid }).regex(/^\S{16,200}$/, { error: m.secretInvalid }),
});

/** Where a provider posts a complex's incoming transfers (rule S34), as the office gives it. */
export const paymentWebhookPath = (provider: PaymentProvider, complexId: string): string =>
  `/api/payments/webhooks/${provider}/${complexId}`;

/** A complex's configured webhook as the office sees it: never its secret. */
export const paymentWebhookSchema = z.object({
  complexId: z.string(),
  provider: paymentProviders.schema,
  /** Where the provider is to post: `/api/payments/webhooks/{provider}/{complexId}`. */
  path: z.string(),
  updatedAt: timestampSchema,
  /**
   * When the provider's latest signed notification for the complex arrived; null before any
   * (a key set on one side only never gets one: unsigned calls are not kept).
   */
  lastReceivedAt: timestampSchema.nullable(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;
