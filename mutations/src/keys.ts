/**
 * Lookup keys the device keeps on mirror rows, on their own so the device's database schema can
 * use them without loading every mutation (`@chungcu/mutations/keys`).
 */

/** An apartment's unit number as compared for uniqueness (the server's index is on lower()). */
export function unitKeyOf(unitNumber: string): string {
  return unitNumber.trim().toLowerCase();
}

/**
 * A block's name as compared: "a" is block "A" (the server's unique index is on upper(name),
 * which folds no more than this does, so the device never allows what the server refuses).
 */
export function blockKeyOf(name: string): string {
  return name.normalize('NFC').trim().toUpperCase();
}

/** What `scopeKeyOf` answers for a row shared by the company (no complex). */
export const SHARED_SCOPE = 'shared';

/**
 * A template's scope as a lookup key: its complex's id, or `SHARED_SCOPE` when it is shared
 * (an index holds no null). The server compares `coalesce(complex_id::text, 'shared')`.
 */
export function scopeKeyOf(complexId: string | null | undefined): string {
  return complexId ?? SHARED_SCOPE;
}

/**
 * A complex's month as a lookup key (`<complexId>/YYYY-MM`): a period's notices read every reading
 * of the month at once. The server compares `complex_id::text || '/' || period`.
 */
export function complexPeriodKeyOf(complexId: string, period: string): string {
  return `${complexId}/${period}`;
}

/** A bank transaction as its provider names it: one payment per key in a complex (rule S34). */
export function providerTransactionKeyOf(provider: string, transactionId: string): string {
  return `${provider}:${transactionId}`;
}

/**
 * An issued notice's place in its complex's month as a lookup key (`<complexId>/YYYY-MM-NNNNN`,
 * the end of its number), what a payment code names; none for a draft. The server compares
 * `complex_id::text || '/' || right(number, 13)`.
 */
export function noticePlaceKeyOf(complexId: string, number: string | null): string {
  return number ? `${complexId}/${number.slice(-13)}` : '';
}
