import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account-messages';
import { newPasswordSchema } from './accounts';
import { passwordProblem } from './password';

const owner = { email: 'quantri@toa-a.vn', firstName: 'Minh', lastName: 'Trần Quang' };
const common = new Set(['1234567890', 'qwertyuiop', 'password123']);
const problem = (password: string) => passwordProblem(password, owner, (p) => common.has(p));

describe('passwordProblem', () => {
  it('refuses blank and invisible-only passwords, and counts only what shows', () => {
    expect(problem(' '.repeat(10))).toBe(m.passwordBlank);
    expect(problem('\u200b'.repeat(10))).toBe(m.passwordBlank);
    expect(problem('\u3000\u00a0\t\n\u2060\ufeff\u200d\u200c\u00ad\u202e')).toBe(m.passwordBlank);
    expect(problem(`a${'\u200b'.repeat(9)}`)).toBe(m.passwordTooShort);
  });

  it('refuses one character or a short group repeated', () => {
    expect(problem('aaaaaaaaaa')).toBe(m.passwordRepeated);
    expect(problem('AAAAA aaaaa')).toBe(m.passwordRepeated);
    expect(problem('ababababab')).toBe(m.passwordRepeated);
    expect(problem('abcabcabcabc')).toBe(m.passwordRepeated);
    expect(problem('ạạạạạạạạạạ')).toBe(m.passwordRepeated);
  });

  it("refuses the owner's email or name, with or without diacritics and a few characters", () => {
    expect(problem('quantri@toa-a.vn')).toBe(m.passwordPersonal);
    expect(problem('QuanTri@Toa-A.vn ')).toBe(m.passwordPersonal);
    expect(problem('quantri123')).toBe(m.passwordPersonal);
    expect(problem('Trần Quang Minh')).toBe(m.passwordPersonal);
    expect(problem('tranquangminh1')).toBe(m.passwordPersonal);
    expect(problem('Minh Trần Quang!')).toBe(m.passwordPersonal);
  });

  it('refuses the common passwords it is given, whatever the case and spaces', () => {
    expect(problem('1234567890')).toBe(m.passwordCommon);
    expect(problem('QWERTY UIOP')).toBe(m.passwordCommon);
    expect(problem('Password123')).toBe(m.passwordCommon);
  });

  it('accepts passphrases and passwords that merely contain a name', () => {
    expect(problem('mật khẩu đủ dài')).toBeNull();
    expect(problem('Minh đi chợ sáng thứ bảy')).toBeNull();
    expect(problem('🏠🏠🏡 nhà của tôi')).toBeNull();
  });

  it('the schema refuses what needs no owner: blank, invisible, repeated', () => {
    const first = (value: string) => newPasswordSchema.safeParse(value).error?.issues[0]?.message;
    expect(first(' '.repeat(10))).toBe(m.passwordBlank);
    expect(first('\u200b'.repeat(10))).toBe(m.passwordBlank);
    expect(first('aaaaaaaaaa')).toBe(m.passwordRepeated);
    expect(first('ngắn')).toBe(m.passwordTooShort);
    expect(newPasswordSchema.safeParse('mật khẩu đủ dài').success).toBe(true);
  });
});
