import { describe, expect, it } from 'vitest';
import { invoiceNumberOf } from './fee';
import { PAYMENT_CODE_LENGTH, isPaymentCode, paymentCodeIn, paymentCodeOf } from './payment-code';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A small seeded generator (mulberry32), so a failure is replayed by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CODES = ['TC-HN', 'SR-Q7', 'VH-OP3', 'TC', 'A1', 'OIL-U', 'LUXURY-ONE', '9X'];

/** `count` notice numbers of random complexes, months and places. */
function numbers(count: number, seed = 1): string[] {
  const next = random(seed);
  const pick = (n: number) => Math.floor(next() * n);
  return Array.from({ length: count }, () => {
    const month = `${2024 + pick(60)}-${String(pick(12) + 1).padStart(2, '0')}`;
    return invoiceNumberOf(CODES[pick(CODES.length)] as string, month, pick(99_999) + 1);
  });
}

describe('payment code of a notice', () => {
  it('is twelve letters and digits of its own alphabet, derived from the number alone', () => {
    expect(paymentCodeOf('TC-2026-11-00123')).toMatch(/^TC261100123[0-9A-Z]$/);
    expect(paymentCodeOf('TC-HN-2026-10-00001')).toMatch(/^TC261000001.$/);
    // Letters outside the alphabet are skipped; too few letters are filled with C.
    expect(paymentCodeOf('VH-OP3-2026-01-00042')?.slice(0, 2)).toBe('VH');
    expect(paymentCodeOf('OIL-U-2026-01-00042')?.slice(0, 2)).toBe('CC');
    for (const number of numbers(2000)) {
      const code = paymentCodeOf(number);
      expect(code).toHaveLength(PAYMENT_CODE_LENGTH);
      expect(code).toMatch(/^[A-Z]{2}\d{9}[0-9A-Z]$/);
      expect([...(code ?? '')].every((c) => ALPHABET.includes(c))).toBe(true);
      expect(paymentCodeOf(number)).toBe(code);
    }
  });

  it('is none for a draft or a number it cannot carry', () => {
    expect(paymentCodeOf(null)).toBeNull();
    expect(paymentCodeOf('TC-2026-11-123456')).toBeNull();
    expect(paymentCodeOf('TC-2026-13-00001')).toBeNull();
    expect(paymentCodeOf('not a number')).toBeNull();
  });

  it('round trip: every code is valid and found in a memo that is the code alone', () => {
    for (const number of numbers(2000, 2)) {
      const code = paymentCodeOf(number) as string;
      expect(isPaymentCode(code)).toBe(true);
      expect(paymentCodeIn(code)).toBe(code);
    }
  });

  it('a single changed character is caught, wherever it is', () => {
    for (const number of numbers(100, 3)) {
      const code = paymentCodeOf(number) as string;
      for (let i = 0; i < code.length; i++) {
        for (const other of ALPHABET) {
          if (other === code[i]) continue;
          const changed = code.slice(0, i) + other + code.slice(i + 1);
          expect(isPaymentCode(changed), `${code} → ${changed}`).toBe(false);
          expect(paymentCodeIn(changed), `${code} → ${changed}`).toBeNull();
        }
      }
    }
  });

  it('two places swapped side by side are caught, but for a swap of two same characters', () => {
    let missed = 0;
    let swaps = 0;
    for (const number of numbers(500, 4)) {
      const code = paymentCodeOf(number) as string;
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue;
        swaps++;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        if (isPaymentCode(swapped)) missed++;
      }
    }
    expect(missed / swaps).toBeLessThan(0.02);
  });

  it('is found in a memo however the bank wrote it', () => {
    const next = random(5);
    const noise = ['MBVCB.3312456.', 'CT tu 0123456789 NGUYEN VAN A', 'FT26333912871', 'IBFT', ''];
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    for (const number of numbers(1000, 6)) {
      const code = paymentCodeOf(number) as string;
      const written = pick([
        code,
        code.toLowerCase(),
        `${code.slice(0, 2)}-${code.slice(2, 6)}-${code.slice(6, 11)}-${code.slice(11)}`,
        `${code.slice(0, 6)} ${code.slice(6)}`,
        // Read aloud and typed: 0 as O, 1 as I or L.
        code.slice(0, 2) + code.slice(2).replaceAll('0', 'O').replaceAll('1', 'l'),
      ]);
      const memo = [pick(noise), written, pick(noise)].join(pick([' ', '.', '', '-']));
      expect(paymentCodeIn(memo), memo).toBe(code);
    }
  });

  it('finds nothing in a memo without a code', () => {
    for (const memo of ['', 'CHUYEN TIEN PHI QUAN LY', 'FT26333912871 0123456789', 'TC26110012']) {
      expect(paymentCodeIn(memo)).toBeNull();
    }
  });
});
