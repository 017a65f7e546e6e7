import { describe, expect, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import fc from 'fast-check';
import {
  type BankAccount,
  type Invoice,
  invoiceNumberOf,
  napasBanks,
  paymentCodeIn,
} from '@chungcu/contracts';
import { paymentRequestOf } from './payment-request';
import { qrDrawing, vietQrPayload } from './vietqr';

/** EMVCo TLV: two-digit id, two-digit length, value; answers the fields by id, in order. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of ${id} at ${i}`).toBe(true);
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  expect(i).toBe(text.length);
  return fields;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo asks, upper-case hex. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const account: BankAccount = {
  id: 'a',
  complexId: 'c',
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  deletedAt: null,
  bankBin: '970436',
  accountNumber: '0011004567890',
  accountName: 'BQL TOA NHA TIMES CITY',
  isDefault: true,
} as BankAccount;

const issued = (fields: Partial<Invoice> = {}): Invoice =>
  ({
    id: 'i',
    complexId: 'c',
    status: 'issued',
    number: 'TC-HN-2026-11-00123',
    amountDue: 1_234_567,
    ...fields,
  }) as Invoice;

describe('a notice’s VietQR payment', () => {
  it('is asked only of an issued notice with something to pay, into its complex’s default account', () => {
    expect(paymentRequestOf(issued(), account)).toMatchObject({
      bank: { bin: '970436', shortName: 'Vietcombank' },
      amount: 1_234_567,
      memo: expect.stringMatching(/^TC261100123.$/),
    });
    expect(paymentRequestOf(issued({ status: 'draft', number: null }), account)).toBeNull();
    expect(paymentRequestOf(issued({ amountDue: 0 }), account)).toBeNull();
    expect(paymentRequestOf(issued(), undefined)).toBeNull();
    expect(paymentRequestOf(issued(), { ...account, isDefault: false })).toBeNull();
    expect(paymentRequestOf(issued(), { ...account, complexId: 'other' })).toBeNull();
    expect(paymentRequestOf(issued(), { ...account, bankBin: '999999' })).toBeNull();
  });

  it('decodes back to every field: NAPAS 247 to the account, amount, memo, 704, VN, and its CRC', () => {
    const payment = paymentRequestOf(issued(), account);
    if (!payment) throw new Error('no payment');
    const payload = vietQrPayload(payment);
    const root = tlv(payload);
    expect(root.get('00')).toBe('01');
    expect(root.get('01')).toBe('12');
    const merchant = tlv(root.get('38') ?? '');
    expect(merchant.get('00')).toBe('A000000727');
    expect(tlv(merchant.get('01') ?? '')).toEqual(
      new Map([
        ['00', '970436'],
        ['01', '0011004567890'],
      ]),
    );
    expect(merchant.get('02')).toBe('QRIBFTTA');
    expect(root.get('53')).toBe('704');
    expect(root.get('54')).toBe('1234567');
    expect(root.get('58')).toBe('VN');
    expect(tlv(root.get('62') ?? '').get('08')).toBe(payment.memo);
    expect(root.get('63')).toBe(crc16(payload.slice(0, -4)));
    expect([...root.keys()].at(-1)).toBe('63');
    // The library's own parser reads it back the same.
    const parsed = new QRPay(payload);
    expect(parsed.isValid).toBe(true);
    expect(parsed.consumer).toMatchObject({ bankBin: '970436', bankNumber: '0011004567890' });
    expect(parsed.amount).toBe('1234567');
    expect(parsed.additionalData.purpose).toBe(payment.memo);
    expect(paymentCodeIn(parsed.additionalData.purpose ?? '')).toBe(payment.memo);
  });

  it('any bank, account, amount and notice: the payload parses back to what was asked, CRC right', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...napasBanks),
        fc.stringMatching(/^\d{6,19}$/),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 12 }),
        (bank, accountNumber, amountDue, place, month) => {
          const number = invoiceNumberOf('SR-Q7', `2027-${String(month).padStart(2, '0')}`, place);
          const payment = paymentRequestOf(issued({ number, amountDue }), {
            ...account,
            bankBin: bank.bin,
            accountNumber,
          });
          if (!payment) throw new Error('no payment');
          const payload = vietQrPayload(payment);
          const root = tlv(payload);
          expect(root.get('63')).toBe(crc16(payload.slice(0, -4)));
          const parsed = new QRPay(payload);
          expect(parsed.isValid).toBe(true);
          expect(parsed.consumer.bankBin).toBe(bank.bin);
          expect(parsed.consumer.bankNumber).toBe(accountNumber);
          expect(parsed.amount).toBe(String(amountDue));
          expect(parsed.additionalData.purpose).toBe(payment.memo);
          expect(parsed.currency).toBe('704');
          expect(parsed.nation).toBe('VN');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is drawn as one square SVG path with a quiet zone', () => {
    const drawing = qrDrawing('00020101021238570010A0000007270127000697043601130011004567890');
    expect(drawing.size).toBeGreaterThan(21);
    expect(drawing.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
});
