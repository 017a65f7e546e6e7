import { type PasswordOwner, passwordMinLength, passwordProblem } from '@chungcu/contracts';
import { validationFailure } from '../services/errors';

/**
 * Passwords people here pick that the English-speaking lists miss ("mật khẩu" is "password",
 * "anh yêu em" is "I love you"), and the product's own name.
 */
const LOCAL_COMMON = [
  'matkhau123',
  'matkhau1234',
  'matkhau12345',
  'matkhau123456',
  'anhyeuem123',
  'anhyeuem1234',
  'emyeuanh123',
  'emyeuanh1234',
  'chungcu123',
  'chungcu1234',
  'chungcu12345',
];

let common: Promise<Set<string>> | undefined;

/**
 * The most common passwords, lower-cased: zxcvbn-ts's list of the passwords found most often in
 * breaches (about 49,000, ranked; maintained with that library), of which only those long
 * enough to pass the length rule matter. Loaded on the first password set, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const long = dictionary['passwords-common'].filter((p) => p.length >= passwordMinLength);
    return new Set([...long, ...LOCAL_COMMON].map((p) => p.toLowerCase()));
  });
  return common;
}

/**
 * Why a new password is too weak (the Vietnamese message), or null: blank or invisible, too
 * short, one character repeated, the owner's email or name, or one of the most common passwords.
 */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  const list = await commonPasswords();
  return passwordProblem(password, owner, (compact) => list.has(compact));
}

/** `newPasswordProblem` as the 400 of a call, naming the body's `field`. */
export async function checkNewPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw validationFailure(problem, [{ path: [field], message: problem }]);
}
