import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@chungcu/contracts';
import { z } from 'zod';

/** An incoming transfer as a provider's payload says it, before it is matched. */
export interface PostedTransfer {
  transactionId: string;
  amount: number;
  /** ISO 8601 with Vietnam's offset (providers send the bank's local time without one). */
  paidAt: string;
  memo: string;
  payerName: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

/** A provider's call as its signature is checked: the body parsed, and as the bytes it came in. */
export interface SignedCall {
  headers: Headers;
  body: unknown;
  rawBody: Uint8Array;
}

/**
 * A provider's webhook as the server reads it: whether a call is signed with the complex's key
 * (at `now`, for a provider that signs a time), and the incoming transfers its payload names
 * (none for an outgoing one, null for a payload not in the provider's format).
 */
export interface WebhookAdapter {
  signed(call: SignedCall, secret: string, now: number): boolean;
  transfers(body: unknown): PostedTransfer[] | null;
}

/** Equal without telling by its timing how much of it was: both hashed to one length first. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

const header = (headers: Headers, name: string): string => {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** 'YYYY-MM-DD HH:mm:ss' in Vietnam's time (how providers send it) → ISO 8601 with +07:00. */
function vietnamTime(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]?.length === 5 ? `${match[2]}:00` : match[2]}+07:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

const amount = z.number().int().safe();
const text = z.string().max(1_000);
const optionalText = text.nullish();

/** An object's keys sorted, all the way down (how Casso and payOS sign their data). */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** How far a signed time may be from the server's clock (SePay's guidance: 5 minutes). */
export const SIGNED_TIME_SKEW_SECONDS = 300;

/** SePay's HMAC-SHA256 signature: hex, over `<unix seconds>.<the body's bytes as sent>`. */
function sepaySigned(rawBody: Uint8Array, secret: string, time: string): string {
  return createHmac('sha256', secret).update(`${time}.`).update(rawBody).digest('hex');
}

/**
 * SePay: one transaction a call, authenticated either way SePay offers with the complex's key:
 * HMAC-SHA256 (`X-SePay-Signature: sha256=<hex>` over `X-SePay-Timestamp` and the raw body, the
 * time within 5 minutes of the server's, so a captured call cannot be replayed later; a call
 * that carries a signature is judged by it alone), or the API key in `Authorization: Apikey
 * <key>`. `transferType` 'out' is money leaving the account.
 */
const sepayPayload = z.object({
  id: z.union([z.number().int(), z.string().min(1).max(100)]),
  transactionDate: text,
  content: optionalText,
  description: optionalText,
  transferType: z.enum(['in', 'out']),
  transferAmount: amount,
  referenceCode: optionalText,
});
const sepay: WebhookAdapter = {
  signed({ headers, rawBody }, secret, now) {
    const signature = header(headers, 'x-sepay-signature').trim();
    if (signature) {
      const given = /^(?:sha256=)?([0-9a-f]{64})$/i.exec(signature)?.[1];
      const time = header(headers, 'x-sepay-timestamp').trim();
      if (!given || !/^\d{1,12}$/.test(time)) return false;
      if (Math.abs(now / 1000 - Number(time)) > SIGNED_TIME_SKEW_SECONDS) return false;
      return sameSecret(given.toLowerCase(), sepaySigned(rawBody, secret, time));
    }
    const auth = header(headers, 'authorization');
    const match = /^apikey\s+(\S+)$/i.exec(auth.trim());
    return match !== null && sameSecret(match[1] ?? '', secret);
  },
  transfers(body) {
    const parsed = sepayPayload.safeParse(body);
    if (!parsed.success) return null;
    const p = parsed.data;
    const paidAt = vietnamTime(p.transactionDate);
    if (!paidAt) return null;
    if (p.transferType === 'out' || p.transferAmount <= 0) return [];
    return [
      {
        transactionId: String(p.id),
        amount: p.transferAmount,
        paidAt,
        memo: p.content ?? p.description ?? '',
        payerName: null,
      },
    ];
  },
};

/**
 * Casso (webhook v2): `X-Casso-Signature: t=<time>,v1=<hex>`, HMAC-SHA512 with the complex's
 * checksum key over `<time>.<the body with its keys sorted, as JSON>`; a negative amount is money
 * leaving the account.
 */
const cassoPayload = z.object({
  error: z.number().int(),
  data: z.object({
    id: z.union([z.number().int(), z.string().min(1).max(100)]),
    description: optionalText,
    amount,
    transactionDateTime: text,
    counterAccountName: optionalText,
  }),
});
const casso: WebhookAdapter = {
  signed({ headers, body }, secret) {
    const match = /^t=(\d{1,16}),v1=([0-9a-f]{128})$/i.exec(
      header(headers, 'x-casso-signature').trim(),
    );
    if (!match) return false;
    const [, time = '', given = ''] = match;
    const expected = createHmac('sha512', secret)
      .update(`${time}.${JSON.stringify(sortedDeep(body))}`)
      .digest('hex');
    return sameSecret(given.toLowerCase(), expected);
  },
  transfers(body) {
    const parsed = cassoPayload.safeParse(body);
    if (!parsed.success || parsed.data.error !== 0) return null;
    const d = parsed.data.data;
    const paidAt = vietnamTime(d.transactionDateTime);
    if (!paidAt) return null;
    if (d.amount <= 0) return [];
    return [
      {
        transactionId: String(d.id),
        amount: d.amount,
        paidAt,
        memo: d.description ?? '',
        payerName: d.counterAccountName ?? null,
      },
    ];
  },
};

/**
 * payOS: `signature` in the body, HMAC-SHA256 with the complex's checksum key over the `data`
 * object's fields sorted by key as `key=value&…` (null and absent values empty).
 */
const payosPayload = z.object({
  code: z.string(),
  success: z.boolean().optional(),
  data: z.object({
    orderCode: z.number().int().nullish(),
    amount,
    description: optionalText,
    reference: z.string().min(1).max(100),
    transactionDateTime: text,
    counterAccountName: optionalText,
  }),
  signature: z.string(),
});
function payosSigned(data: Record<string, unknown>, secret: string): string {
  const fields = Object.keys(data)
    .sort()
    .map((key) => {
      const value = data[key];
      const shown =
        value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(sortedDeep(value))
            : String(value);
      return `${key}=${shown}`;
    })
    .join('&');
  return createHmac('sha256', secret).update(fields).digest('hex');
}
const payos: WebhookAdapter = {
  signed({ body }, secret) {
    if (!body || typeof body !== 'object') return false;
    const { data, signature } = body as { data?: unknown; signature?: unknown };
    if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
    if (typeof signature !== 'string') return false;
    return sameSecret(
      signature.toLowerCase(),
      payosSigned(data as Record<string, unknown>, secret),
    );
  },
  transfers(body) {
    const parsed = payosPayload.safeParse(body);
    if (!parsed.success || parsed.data.code !== '00') return null;
    const d = parsed.data.data;
    const paidAt = vietnamTime(d.transactionDateTime);
    if (!paidAt) return null;
    if (d.amount <= 0) return [];
    return [
      {
        transactionId: d.reference,
        amount: d.amount,
        paidAt,
        memo: d.description ?? '',
        payerName: d.counterAccountName ?? null,
      },
    ];
  },
};

/** Every provider's adapter, by the name in its webhook's path. */
export const webhookAdapters: Record<PaymentProvider, WebhookAdapter> = { sepay, casso, payos };

/** How a provider signs (tests and the README's harness sign realistic calls the same way). */
export const signing = {
  sepaySignature: (rawBody: string, secret: string, time: number) =>
    `sha256=${sepaySigned(new TextEncoder().encode(rawBody), secret, String(time))}`,
  cassoSignature: (body: unknown, secret: string, time: number) =>
    `t=${time},v1=${createHmac('sha512', secret)
      .update(`${time}.${JSON.stringify(sortedDeep(body))}`)
      .digest('hex')}`,
  payosSignature: payosSigned,
};
