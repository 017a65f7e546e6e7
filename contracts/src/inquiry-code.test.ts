import { describe, expect, it } from 'vitest';
import { inquiryCode, matchesInquiryCode, uuidv7 } from './index';

describe("a request's code", () => {
  it('is YC- and six characters, the same for the same id', () => {
    const id = '01936f1e-5a2b-7c3d-8e4f-0123456789ab';
    expect(inquiryCode(id)).toMatch(/^YC-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(inquiryCode(id)).toBe(inquiryCode(id.toUpperCase()));
    // The last 30 bits of 0x456789ab, in base 32.
    expect(inquiryCode(id)).toBe('YC-2PF2DB');
  });

  it('differs between requests made in the same millisecond (the id’s random end, not its time)', () => {
    const now = Date.now();
    const codes = new Set(Array.from({ length: 2000 }, () => inquiryCode(uuidv7(now))));
    // 2,000 draws from 2^30 codes: a shared one is a one-in-500 event, and twice impossible.
    expect(codes.size).toBeGreaterThanOrEqual(1999);
  });

  it('is made for an id that is not a UUID too', () => {
    expect(inquiryCode('demo-inquiry')).toMatch(/^YC-[0-9A-Z]{6}$/);
    expect(inquiryCode('demo-inquiry')).not.toBe(inquiryCode('demo-inquiry-2'));
  });

  it('is found typed as people type it', () => {
    const code = 'YC-0K1Q4M';
    for (const query of ['YC-0K1Q4M', 'yc-0k1q4m', 'yc0k1q4m', '0k1q4m', 'OK1Q', 'ok lq', 'q4m'])
      expect(matchesInquiryCode(code, query), query).toBe(true);
    for (const query of ['yc', 'yc-', 'q4', 'k1x', 'máy lạnh'])
      expect(matchesInquiryCode(code, query), query).toBe(false);
  });
});
