/**
 * The accounts screens' calls (pwa/src/features/accounts/api.ts), as the device makes them,
 * against a real sync-server: invite staff and a resident (account linked to the resident
 * record), accept in a fresh "browser", reset a password, deactivate (the other session ends at
 * once), change one's own password; and the messages the screens show for bad input.
 */
import { accountMessages, messages } from '@chungcu/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  changePassword,
  createInvitation,
  errorText,
  fetchAccounts,
  previewInvitation,
  resetPassword,
  setActive,
} from '../src/features/accounts/api';
import { accountStrings } from '../src/features/accounts/strings';
import { type Http, HttpError, NetworkError, createHttp } from '../src/lib/http';
import { cookieFetch } from './support/fetch';
import { type TestServer, startTestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 90_000);
afterAll(() => server.close());

/** A browser of its own: its own cookie jar. */
const browser = (): Http => createHttp({ fetch: cookieFetch(), baseUrl: server.baseUrl });
const signIn = async (email: string, password: string) => {
  const http = browser();
  await http('POST', '/api/auth/login', { body: { email, password } });
  return http;
};
/** The signed-in account's email, or null once the session is gone (401). */
const signedInEmail = async (http: Http): Promise<string | null> => {
  try {
    return (await http<{ email: string }>('GET', '/api/auth/user')).body.email;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
};
/** What the screen shows for a call that failed. */
const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').not.toBeNull();
  return errorText(error);
};
const tokenOf = (link: string) => link.replace('/invite/', '');
let n = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++n}@toa-a.vn`;

describe('accounts screens against the real server', () => {
  it('a staff invitation is accepted in a fresh browser, which is then signed in', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('ky.thuat');
    const issued = await createInvitation(
      { role: 'admin', email, firstName: 'Hùng', lastName: 'Trần Văn', jobTitle: 'Kỹ thuật' },
      admin,
    );
    expect(issued.link).toMatch(/^\/invite\/./);
    const list = await fetchAccounts(admin);
    expect(list.invitations.map((i) => i.email)).toContain(email);

    const invited = browser();
    const preview = await previewInvitation(tokenOf(issued.link), invited);
    expect(preview).toMatchObject({ kind: 'invite', email, role: 'admin' });
    const user = await acceptInvitation(tokenOf(issued.link), 'mật khẩu mới 2026', invited);
    expect(user).toMatchObject({ email, role: 'admin', isActive: true });
    expect(await signedInEmail(invited)).toBe(email);
    // The link is single use: a second browser gets the invalid-link message.
    expect(await failure(previewInvitation(tokenOf(issued.link), browser()))).toBe(
      accountMessages.invitationInvalid,
    );
    expect(
      await failure(acceptInvitation(tokenOf(issued.link), 'another password 1', browser())),
    ).toBe(accountMessages.invitationInvalid);
    expect(await signedInEmail(await signIn(email, 'mật khẩu mới 2026'))).toBe(email);
  });

  it('a resident invitation makes an account linked to the resident record', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('cu.dan');
    const created = await admin<{ id: string }>('POST', '/api/residents', {
      body: {
        firstName: 'Mai',
        lastName: 'Phạm Thị',
        idCardNumber: `079${String(Date.now()).slice(-9)}`,
        email,
        phone: '+84901234567',
        gender: 'female',
        occupation: 'Giáo viên',
        emergencyContact: 'Phạm Văn Nam',
        emergencyPhone: '+84907654321',
        notes: null,
        status: 'active',
      },
    });
    const issued = await createInvitation({ role: 'resident', residentId: created.body.id }, admin);
    expect(issued.invitation).toMatchObject({ email, role: 'resident' });

    const resident = browser();
    await acceptInvitation(tokenOf(issued.link), 'cư dân tòa A 123', resident);
    // Their own record reaches their device; the staff screens stay closed to them.
    const pulled = await resident<{ changes: { entity: string; id: string }[] }>(
      'GET',
      '/api/sync/changes?since=0&limit=1000',
    );
    const mine = pulled.body.changes.filter((c) => c.entity === 'resident').map((c) => c.id);
    expect(mine).toEqual([created.body.id]);
    expect(await failure(fetchAccounts(resident))).toBe(messages.common.forbidden);
  });

  it('a resident invitation for a record that does not exist says so', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    expect(
      await failure(createInvitation({ role: 'resident', residentId: crypto.randomUUID() }, admin)),
    ).toBe(accountMessages.residentNotFound);
    expect(
      await failure(
        createInvitation(
          { role: 'admin', email: 'không phải email', firstName: 'A', lastName: 'B' },
          admin,
        ),
      ),
    ).toBe(messages.auth.emailInvalid);
  });

  it('a weak password and an expired link get their messages and change nothing', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('bao.ve');
    const issued = await createInvitation(
      { role: 'admin', email, firstName: 'Nam', lastName: 'Đỗ', jobTitle: null },
      admin,
    );
    const token = tokenOf(issued.link);
    expect(await failure(acceptInvitation(token, 'ngắn', browser()))).toBe(
      accountMessages.passwordTooShort,
    );
    // The server says why a password is weak; the screen shows its words.
    const weak: [string, string][] = [
      ['\u200b'.repeat(10), accountMessages.passwordBlank],
      ['aaaaaaaaaa', accountMessages.passwordRepeated],
      [email, accountMessages.passwordPersonal],
      ['1234567890', accountMessages.passwordCommon],
    ];
    for (const [password, message] of weak) {
      expect(await failure(acceptInvitation(token, password, browser()))).toBe(message);
    }
    await server
      .db('invitations')
      .where({ id: issued.invitation.id })
      .update({
        expires_at: new Date(Date.now() - 1000),
      });
    expect(await failure(previewInvitation(token, browser()))).toBe(
      accountMessages.invitationInvalid,
    );
    expect(await failure(acceptInvitation(token, 'đủ dài rồi đấy 1', browser()))).toBe(
      accountMessages.invitationInvalid,
    );
    expect(await server.db('users').where({ email })).toHaveLength(0);
  });

  it('a reset link sets a new password; the old one stops working', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('ke.toan');
    const invite = await createInvitation(
      { role: 'admin', email, firstName: 'Lan', lastName: 'Vũ Thị', jobTitle: null },
      admin,
    );
    const user = await acceptInvitation(tokenOf(invite.link), 'mật khẩu cũ 111', browser());
    const reset = await resetPassword(user.id, admin);
    const preview = await previewInvitation(tokenOf(reset.link), browser());
    expect(preview).toMatchObject({ kind: 'reset', email });
    await acceptInvitation(tokenOf(reset.link), 'mật khẩu mới 222', browser());
    expect(await failure(signIn(email, 'mật khẩu cũ 111'))).toBe(messages.auth.wrongCredentials);
    expect(await signedInEmail(await signIn(email, 'mật khẩu mới 222'))).toBe(email);
  });

  it('deactivating ends the account’s open session at once; reactivating lets it sign in', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('le.tan');
    const invite = await createInvitation(
      { role: 'admin', email, firstName: 'Hoa', lastName: 'Ngô', jobTitle: null },
      admin,
    );
    const other = browser();
    const user = await acceptInvitation(tokenOf(invite.link), 'mật khẩu lễ tân 1', other);
    expect(await signedInEmail(other)).toBe(email);
    expect(await failure(setActive(user.id, false, other))).toBe(
      accountMessages.cannotDeactivateSelf,
    );

    const locked = await setActive(user.id, false, admin);
    expect(locked.isActive).toBe(false);
    expect(await signedInEmail(other)).toBeNull();
    expect(await failure(signIn(email, 'mật khẩu lễ tân 1'))).toBe(messages.auth.accountDisabled);
    await setActive(user.id, true, admin);
    expect(await signedInEmail(await signIn(email, 'mật khẩu lễ tân 1'))).toBe(email);
  });

  it('changing one’s password: wrong current, weak or same new are refused; success ends other sessions', async () => {
    const admin = await signIn('admin@chungcu.demo', 'demo-admin');
    const email = uniqueEmail('ky.su');
    const invite = await createInvitation(
      { role: 'admin', email, firstName: 'Minh', lastName: 'Bùi', jobTitle: null },
      admin,
    );
    const phone = browser();
    await acceptInvitation(tokenOf(invite.link), 'mật khẩu đầu 01', phone);
    const tablet = await signIn(email, 'mật khẩu đầu 01');

    expect(await failure(changePassword('sai mật khẩu 0', 'mật khẩu sau 02', phone))).toBe(
      accountMessages.currentPasswordWrong,
    );
    expect(await failure(changePassword('mật khẩu đầu 01', 'ngắn', phone))).toBe(
      accountMessages.passwordTooShort,
    );
    expect(await failure(changePassword('mật khẩu đầu 01', 'mật khẩu đầu 01', phone))).toBe(
      accountMessages.samePassword,
    );
    expect(await failure(changePassword('mật khẩu đầu 01', 'Bùi Minh 2026', phone))).toBe(
      accountMessages.passwordPersonal,
    );
    expect(await failure(changePassword('mật khẩu đầu 01', 'qwerty uiop', phone))).toBe(
      accountMessages.passwordCommon,
    );
    expect(await signedInEmail(tablet)).toBe(email);

    await changePassword('mật khẩu đầu 01', 'mật khẩu sau 02', phone);
    expect(await signedInEmail(phone)).toBe(email);
    expect(await signedInEmail(tablet)).toBeNull();
    expect(await failure(signIn(email, 'mật khẩu đầu 01'))).toBe(messages.auth.wrongCredentials);
  });

  it('with the server unreachable the screens say so', async () => {
    const offline = createHttp({
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      baseUrl: server.baseUrl,
    });
    const error = await fetchAccounts(offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorText(error)).toBe(accountStrings.get().networkError);
  });
});
