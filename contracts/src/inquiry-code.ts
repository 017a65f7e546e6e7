/**
 * A request's number, what people say and type: `TC-YC-2026-00042`, the complex's code, `YC`
 * (yêu cầu), the year and the request's place in its complex's year, given by the server alone in
 * the write that makes the request (rule S32), so numbers of one complex and year have no gaps and
 * no twins. A request made offline has none (null) until it has synced.
 */
export const INQUIRY_NUMBER_MARK = 'YC';

/** `TC-YC-2026-00042`, beside `invoiceNumberOf`'s `TC-2026-11-00123`. */
export function inquiryNumberOf(complexCode: string, year: number, n: number): string {
  return `${complexCode}-${INQUIRY_NUMBER_MARK}-${year}-${String(n).padStart(5, '0')}`;
}

/** Vietnam's offset from UTC in minutes: +7 hours all year (no daylight saving since 1975). */
export const VIETNAM_OFFSET_MINUTES = 7 * 60;
const VIETNAM_OFFSET_MS = VIETNAM_OFFSET_MINUTES * 60 * 1000;

/** The date on Vietnam's calendar at `at`, 'YYYY-MM-DD', whatever zone the code runs in. */
export function vietnamDate(at: Date | string | number): string {
  return new Date(new Date(at).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The year a request made at `at` is numbered in: the year on Vietnam's calendar, whatever zone
 * the server runs in (a request of 31 December 23:30 in Hà Nội is of that year).
 */
export function inquiryNumberYear(at: Date | string): number {
  return Number(vietnamDate(at).slice(0, 4));
}

/** The counter a request's number is taken from: one per complex and year (rule S32). */
export const inquiryNumberScope = (complexId: string, year: number): string =>
  `inquiry:${complexId}:${year}`;

/**
 * Whether a search text names this number, as staff type it: digits alone are the place in the
 * year ('42', '00042'); anything else with a digit is found inside the number ('YC-2026-00042',
 * 'yc-2026 00042'), upper or lower case, spaces ignored. A request without its number yet is
 * found by neither.
 */
export function matchesInquiryNumber(number: string | null, query: string): boolean {
  if (!number) return false;
  const bare = query.toUpperCase().replaceAll(/\s/g, '');
  if (/^\d+$/.test(bare)) {
    const place = /-(\d+)$/.exec(number)?.[1];
    return place !== undefined && Number(place) === Number(bare);
  }
  if (bare.length < 4 || !/\d/.test(bare)) return false;
  return number.toUpperCase().replaceAll('-', '').includes(bare.replaceAll('-', ''));
}
