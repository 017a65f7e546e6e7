import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** scrypt's cost for new hashes: N = 2^14, r = 8, p = 1 (RFC 7914's figure for logins). */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

let params: { N: number; r: number; p: number } = SCRYPT_PARAMS;

/**
 * Tests only (sync-server/test/setup.ts): new hashes use N = `n` until told otherwise; returns
 * the N before. The server's tests sign in and seed demo accounts about 1,600 times, 40 s of CPU
 * at the real cost, and prove nothing more for it: every hash names its own N, so checking one
 * works the same at any cost. Nothing in the server calls this.
 */
export function setScryptCostForTests(n: number): number {
  const before = params.N;
  params = { ...SCRYPT_PARAMS, N: n };
  return before;
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
