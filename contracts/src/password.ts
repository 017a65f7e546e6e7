import { accountMessages } from './account-messages';

/** Whose password it is: a password equal to their email or name is refused. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Passwords are at least this many visible characters; the upper bound keeps hashing cheap. */
export const passwordMinLength = 10;
export const passwordMaxLength = 1024;

/** Control and format characters (zero-width spaces and joiners, marks, BOM): nothing to see. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const SPACE = /[\s\p{Z}]/gu;

/** Lower case, without diacritics, spaces or punctuation: "Nguyễn Văn An" → "nguyenvanan". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** One character, or a short group, repeated: "aaaaaaaaaa", "ababababab", "abcabcabcabc". */
function isRepetition(compact: string): boolean {
  const chars = [...compact];
  if (new Set(chars).size <= 2) return true;
  for (let size = 3; size <= 4; size++) {
    if (chars.length < size * 3) break;
    if (chars.every((char, i) => char === chars[i % size])) return true;
  }
  return false;
}

/** Whether the password is the owner's email or name, perhaps with a few characters added. */
function isPersonal(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  const email = (owner.email ?? '').toLowerCase();
  const first = owner.firstName ?? '';
  const last = owner.lastName ?? '';
  const candidates = [email, email.split('@')[0] ?? '', `${last} ${first}`, `${first} ${last}`]
    .concat([first, last])
    .map(fold)
    .filter((candidate) => candidate.length >= 3);
  // What is left once the email or name is taken out (a year, a few digits) is quickly guessed.
  return candidates.some(
    (candidate) => folded.includes(candidate) && folded.length - candidate.length <= 4,
  );
}

/**
 * Why a new password is too weak, as the Vietnamese message to show, or null when it will do:
 * blank or invisible only, fewer than `passwordMinLength` visible characters, one character (or a
 * short group) repeated, the owner's email or name, or (when `isCommon` is given: the server's
 * list of the most common passwords) a common password. Spaces and case do not make a password
 * differ from a common one.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  isCommon?: (compact: string) => boolean,
): string | null {
  const visible = password.normalize('NFC').replace(INVISIBLE, '');
  const compact = visible.replace(SPACE, '').toLowerCase();
  if (compact.length === 0) return accountMessages.passwordBlank;
  if ([...visible].length < passwordMinLength) return accountMessages.passwordTooShort;
  if (password.length > passwordMaxLength) return accountMessages.passwordTooLong;
  if (isRepetition(compact)) return accountMessages.passwordRepeated;
  if (isPersonal(visible, owner)) return accountMessages.passwordPersonal;
  if (isCommon?.(compact)) return accountMessages.passwordCommon;
  return null;
}
