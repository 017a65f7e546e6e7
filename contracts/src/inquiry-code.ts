/**
 * A request's short code, what people say and type ('YC-7KQ4M2'), derived from its id alone so a
 * device makes it offline, with no counter on the server.
 *
 * Ids are UUIDv7: their first hex digits are the creation time (the first six change only every
 * 4.6 hours), so the code is read from the random end of the id instead: its last 30 bits, in six
 * Crockford base-32 characters (no I, L, O or U to misread). 2^30 codes: a complex's 20,000
 * requests over ten years share one code with a chance under one in ten, and a search by a shared
 * code still finds both. An id not ending in hex digits is hashed (FNV-1a) to the same 30 bits.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;
export const INQUIRY_CODE_PREFIX = 'YC-';

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The code of the request with this id. */
export function inquiryCode(id: string): string {
  const tail = /[0-9a-f]{8}$/i.exec(id.replaceAll('-', ''))?.[0];
  let bits = (tail ? Number.parseInt(tail, 16) : fnv1a(id)) & 0x3fffffff;
  let code = '';
  for (let i = 0; i < LENGTH; i++) {
    code = ALPHABET[bits & 31] + code;
    bits >>>= 5;
  }
  return INQUIRY_CODE_PREFIX + code;
}

/**
 * Whether a search text names this code: with or without 'YC-', upper or lower case, spaces
 * ignored, O read as 0 and I or L as 1; three characters at least, so a short word in a title
 * search does not find every request.
 */
export function matchesInquiryCode(code: string, query: string): boolean {
  const bare = query
    .toUpperCase()
    .replaceAll(/\s/g, '')
    .replace(/^YC-?/, '')
    .replaceAll('O', '0')
    .replaceAll(/[IL]/g, '1');
  return bare.length >= 3 && code.slice(INQUIRY_CODE_PREFIX.length).includes(bare);
}
