import { expect } from 'vitest';
import type { Apartment, InvoiceLine } from '@chungcu/contracts';
import { balanceAfter } from '@chungcu/mutations';
import type { Db } from '../src/db/database';
import { paymentRows } from './payment-run-fixtures';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * What a payments run must leave (rule S34), read from the rows: every signed transaction posted
 * recorded exactly once per complex (`transactions`: complex|provider|id → the unit its memo's
 * code names, which a bank's row no hand touched keeps), and every unit's balance by the ledger
 * (its latest issued notice and its counted payments, `balanceAfter`) equal to its issued notices'
 * charges less its matched, non-voided payments, to the đồng.
 */
export async function checkLedger(
  db: Db,
  units: Apartment[],
  transactions: Map<string, string | null>,
  seed: number,
) {
  const replay = `PAYMENT_RUN_SEED=${seed}`;
  const rows = await paymentRows(db);
  const banks = rows.filter((r) => r.provider !== null);
  const keys = banks.map((r) => `${r.complex_id}|${r.provider}|${r.provider_transaction_id}`);
  expect(new Set(keys).size, `${replay}: a transaction recorded twice`).toBe(keys.length);
  expect(keys.sort(), replay).toEqual([...transactions.keys()].sort());
  for (const row of banks) {
    if (String(row.provider_transaction_id).startsWith('job-')) continue;
    const unitId = transactions.get(
      `${row.complex_id}|${row.provider}|${row.provider_transaction_id}`,
    );
    expect(row, replay).toMatchObject({
      apartment_id: unitId,
      status: unitId ? 'matched' : 'unmatched',
    });
  }

  const notices = await db('invoices')
    .where({ status: 'issued' })
    .select('apartment_id', 'month', 'lines', 'amount_due', 'credit_carried', 'payments_counted');
  for (const unit of units) {
    const own = notices
      .filter((n) => n.apartment_id === unit.id)
      .sort((a, b) => String(a.month).localeCompare(String(b.month)));
    let charges = 0;
    for (const notice of own) {
      for (const line of json<InvoiceLine[]>(notice.lines)) {
        charges += line.credit ? -line.amount : line.amount;
      }
    }
    let paid = 0;
    for (const row of rows) {
      if (row.apartment_id === unit.id && row.status === 'matched') paid += Number(row.amount);
    }
    const latest = own.at(-1);
    const { owed, credit } = balanceAfter(
      latest && {
        amountDue: Number(latest.amount_due),
        creditCarried: Number(latest.credit_carried),
        paymentsCounted: Number(latest.payments_counted),
      },
      paid,
    );
    expect(owed - credit, `${replay}: unit ${unit.unitNumber}'s balance`).toBe(charges - paid);
  }
}

/**
 * Each complex's receipts (payments staff recorded, `made` of them accepted) numbered 1…n of its
 * counter without a gap or a repeat; no bank's transfer carries a receipt number (rule S34).
 */
export async function checkReceipts(db: Db, made: Map<string, number>, seed: number) {
  const rows = await paymentRows(db);
  for (const [complexId, n] of made) {
    const numbers = rows
      .filter((r) => r.complex_id === complexId && r.receipt_number !== null)
      .map((r) => String(r.receipt_number))
      .sort();
    expect(new Set(numbers).size).toBe(numbers.length);
    const places = numbers.map((number) => Number(number.slice(-5)));
    expect(places, `PAYMENT_RUN_SEED=${seed}`).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(new Set(numbers.map((number) => number.slice(0, -5))).size).toBeLessThanOrEqual(1);
  }
  expect(rows.filter((r) => r.provider !== null && r.receipt_number !== null)).toEqual([]);
}
