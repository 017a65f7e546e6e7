/**
 * An amount read out in Vietnamese words, as a receipt (phiếu thu) writes it beside the figures:
 * 1.250.000 → 'Một triệu hai trăm năm mươi nghìn'. The words are Vietnamese whatever the screen's
 * language: they are the document's legal wording, not the app's. Pure, so it is unit-tested.
 *
 * Standard reading: a group of three digits after the first is read in full ('không trăm'), a
 * zero ten before a unit is 'linh' (or 'lẻ'), 1 after twenty and above is 'mốt', 5 after a ten
 * is 'lăm', 10 to 19 are 'mười …', and empty groups are skipped ('một triệu không trăm linh
 * năm'). Groups are nghìn, triệu, tỷ; above a tỷ the tỷ are read as a number of their own
 * ('một nghìn tỷ').
 */

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;
const digit = (d: number): string => DIGITS[d] ?? '';

/** The largest amount read: a thousand tỷ (1e12). */
export const MAX_AMOUNT_IN_WORDS = 1_000_000_000_000;

export interface ReadingOptions {
  /** The word for a zero ten before a unit: 'linh' (the north's and most documents') or 'lẻ'. */
  zeroTens?: 'linh' | 'lẻ';
}

/** Three digits (0–999); `full` reads the hundreds even when zero (a group after the first). */
function groupWords(n: number, full: boolean, zeroTens: string): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor(n / 10) % 10;
  const units = n % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (units > 0 && words.length > 0) words.push(zeroTens);
  } else if (tens === 1) {
    words.push('mười');
  } else {
    words.push(digit(tens), 'mươi');
  }
  if (units > 0) {
    if (units === 1 && tens >= 2) words.push('mốt');
    else if (units === 5 && tens >= 1) words.push('lăm');
    else words.push(digit(units));
  }
  return words;
}

/** Below a tỷ (0 – 999.999.999), without the leading zero groups unless `full`. */
function belowBillion(n: number, full: boolean, zeroTens: string): string[] {
  const groups: [number, string | null][] = [
    [Math.floor(n / 1_000_000), 'triệu'],
    [Math.floor(n / 1_000) % 1_000, 'nghìn'],
    [n % 1_000, null],
  ];
  const words: string[] = [];
  let started = full;
  for (const [value, name] of groups) {
    if (value === 0) continue;
    words.push(...groupWords(value, started, zeroTens));
    if (name) words.push(name);
    started = true;
  }
  return words;
}

function readWords(n: number, full: boolean, zeroTens: string): string[] {
  if (n < 1_000_000_000) return belowBillion(n, full, zeroTens);
  const billions = Math.floor(n / 1_000_000_000);
  const rest = n % 1_000_000_000;
  const words = [...readWords(billions, full, zeroTens), 'tỷ'];
  if (rest > 0) words.push(...belowBillion(rest, true, zeroTens));
  return words;
}

/**
 * A whole number from 0 to 1e12 in Vietnamese words, the first letter capitalised:
 * 105 → 'Một trăm linh năm', 21 → 'Hai mươi mốt', 0 → 'Không'. Throws a RangeError for anything
 * else (a fraction, a negative, more than a thousand tỷ).
 */
export function numberInWords(n: number, { zeroTens = 'linh' }: ReadingOptions = {}): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`Not a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}: ${n}`);
  }
  const text = n === 0 ? digit(0) : readWords(n, false, zeroTens).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An amount of đồng in words: 105.000 → 'Một trăm linh năm nghìn đồng'. */
export const amountInWords = (amount: number, options?: ReadingOptions): string =>
  `${numberInWords(amount, options)} đồng`;

/**
 * An amount as a receipt writes it in words: whole đồng, so 'chẵn' (exactly) after it:
 * 1.250.000 → 'Một triệu hai trăm năm mươi nghìn đồng chẵn'.
 */
export const receiptAmountInWords = (amount: number, options?: ReadingOptions): string =>
  `${amountInWords(amount, options)} chẵn`;
