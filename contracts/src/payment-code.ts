/**
 * A notice's payment code, what a resident's transfer carries in its memo (nội dung chuyển
 * khoản) so the transfer can be told apart later: `TC2611001234`, derived from the notice's
 * number `TC-2026-11-00123` alone, the same on every device and the server.
 *
 * Twelve characters, always: two letters of the complex's code (the tag), the month's year and
 * month (`2611`), the notice's place in its month (`00123`) and a check character. Only letters
 * and digits, upper case, so a bank that drops spaces, dashes or accents, or changes case, keeps
 * it whole; it fits a memo of 19 characters alone. Its alphabet is Crockford's base 32 (no I, L,
 * O or U): a code read aloud or typed is not mistaken, and reading one takes O for 0 and I or L
 * for 1. The check character (ISO/IEC 7064 hybrid MOD 33,32 over that alphabet) catches every
 * single changed character.
 *
 * The tag tells complexes apart only loosely (two letters); a notice is matched within the
 * accounts of its complex, by the whole code.
 */

/** Crockford's base 32: digits, then the letters but I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const M = ALPHABET.length;
/** What a code's letters are read as (Crockford): O is 0, I and L are 1. */
const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/** A code's length: tag 2, year 2, month 2, place 5, check 1. */
export const PAYMENT_CODE_LENGTH = 12;

/** The tag when a complex's code has fewer than two letters of the alphabet. */
const TAG_FILL = 'C';

const CODE_SHAPE = /^[A-HJKMNP-TV-Z]{2}\d{2}(0[1-9]|1[0-2])\d{5}[0-9A-HJKMNP-TV-Z]$/;

/** ISO/IEC 7064 hybrid system MOD 33,32: what the check character must bring the sum to. */
function checkValue(body: string): number {
  let p = M;
  for (const char of body) {
    let s = (p + ALPHABET.indexOf(char)) % M;
    if (s === 0) s = M;
    // 2·s mod 33 is never 0 (33 is odd and s < 33), so each step is one-to-one: a character
    // changed anywhere gives another check.
    p = (2 * s) % (M + 1);
  }
  return (M + 1 - p) % M;
}

/**
 * The payment code of an issued notice's number (`TC-2026-11-00123` → `TC2611001234`), or null
 * for a draft's (null) or a number not of that shape (a month's place past 99999).
 */
export function paymentCodeOf(invoiceNumber: string | null): string | null {
  const match = invoiceNumber ? /^(.+)-\d{2}(\d{2})-(\d{2})-(\d{5})$/.exec(invoiceNumber) : null;
  if (!match) return null;
  const [, complexCode = '', yy = '', mm = '', place = ''] = match;
  const letters = [...complexCode.toUpperCase()].filter(
    (c) => /[A-Z]/.test(c) && ALPHABET.includes(c),
  );
  const tag = (letters.slice(0, 2).join('') + TAG_FILL + TAG_FILL).slice(0, 2);
  const body = `${tag}${yy}${mm}${place}`;
  if (!CODE_SHAPE.test(`${body}0`)) return null;
  return body + ALPHABET.charAt(checkValue(body));
}

/** Whether `code` is a payment code as given (upper case, its check character right). */
export function isPaymentCode(code: string): boolean {
  return (
    CODE_SHAPE.test(code) && checkValue(code.slice(0, -1)) === ALPHABET.indexOf(code.slice(-1))
  );
}

/** A run of letters and digits as a code reads: upper case, O as 0, I and L as 1 past the tag. */
function asRead(run: string, from: number): string {
  const upper = run.slice(from, from + PAYMENT_CODE_LENGTH).toUpperCase();
  return upper.slice(0, 2) + [...upper.slice(2)].map((c) => READ_AS[c] ?? c).join('');
}

/** The first valid code in `text` (letters and digits only), trying every place in it. */
function firstCodeIn(text: string): string | null {
  for (let i = 0; i + PAYMENT_CODE_LENGTH <= text.length; i++) {
    const candidate = asRead(text, i);
    if (isPaymentCode(candidate)) return candidate;
  }
  return null;
}

/**
 * The payment code a transfer's memo carries, or null: found where the bank put it among its
 * own text (`MBVCB.3312.TC2611001234.CT tu 0123…`), in any case, with its spaces, dashes or dots
 * taken out or added (`tc-2611-00123-4`). Its check character must be right, so a code typed
 * wrong is not taken for another notice's. A word that is a code alone is taken first, then one
 * inside a word, then one across the memo with everything but letters and digits removed.
 */
export function paymentCodeIn(memo: string): string | null {
  const words = memo.split(/[^A-Za-z0-9]+/).filter(Boolean);
  for (const word of words) {
    if (word.length === PAYMENT_CODE_LENGTH) {
      const code = asRead(word, 0);
      if (isPaymentCode(code)) return code;
    }
  }
  for (const word of words) {
    const code = firstCodeIn(word);
    if (code) return code;
  }
  return firstCodeIn(words.join(''));
}
