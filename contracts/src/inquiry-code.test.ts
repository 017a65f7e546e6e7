import { describe, expect, it } from 'vitest';
import { inquiryNumberOf, inquiryNumberYear, matchesInquiryNumber } from './index';

describe("a request's number (S32)", () => {
  it("is the complex's code, YC, the year and five digits", () => {
    expect(inquiryNumberOf('TC', 2026, 42)).toBe('TC-YC-2026-00042');
    expect(inquiryNumberOf('TC-HN', 2027, 1)).toBe('TC-HN-YC-2027-00001');
    expect(inquiryNumberOf('TC', 2026, 123456)).toBe('TC-YC-2026-123456');
  });

  it("counts in Vietnam's year, whatever the server's zone", () => {
    expect(inquiryNumberYear('2026-12-31T16:59:59.999Z')).toBe(2026);
    expect(inquiryNumberYear('2026-12-31T17:00:00.000Z')).toBe(2027);
    expect(inquiryNumberYear(new Date('2027-01-01T00:00:00+07:00'))).toBe(2027);
  });

  it('is found typed as staff type it', () => {
    const number = 'TC-HN-YC-2026-00042';
    for (const query of [
      'YC-2026-00042',
      'yc-2026-00042',
      '00042',
      '42',
      ' 042 ',
      '2026-00042',
      'yc 2026 00042',
    ])
      expect(matchesInquiryNumber(number, query), query).toBe(true);
    for (const query of ['43', 'YC', 'TC-HN-YC', 'yc-', 'tc', 'YC-2025', 'máy lạnh', ''])
      expect(matchesInquiryNumber(number, query), query).toBe(false);
    expect(matchesInquiryNumber(null, '42')).toBe(false);
  });
});
