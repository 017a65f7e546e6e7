import { expect, it } from 'vitest';
import { countRows, describeEachDatabase } from '../../test/harness';
import { demoAccounts } from '../demo/accounts';

const PHONE = '+84987654321';

describeEachDatabase('auth testing tools (demo mode)', (use) => {
  const sendCode = (phoneNumber: unknown = PHONE) =>
    use().anonymous().post('/api/auth/send-code').send({ phoneNumber });
  const verify = (verificationCode: string, phoneNumber = PHONE) =>
    use().anonymous().post('/api/auth/verify-code').send({ phoneNumber, verificationCode });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('lists the demo accounts with id, email, names, role, job title and where each works only', async () => {
    const res = await use().anonymous().get('/api/auth/mock-users');
    expect(res.status).toBe(200);
    // Here the first complex stands for Times City (harness.ts); Sunrise City is not seeded, and
    // neither are the resident users' homes.
    const expected = Object.values(demoAccounts).map(
      ({ id, email, firstName, lastName, role, jobTitle, complex }) => ({
        id,
        email,
        firstName,
        lastName,
        role,
        jobTitle,
        complexes: complex === 'TC-HN' ? ['Chung cư'] : [],
        block: null,
      }),
    );
    expect(res.body).toHaveLength(expected.length);
    expect(res.body).toEqual(expect.arrayContaining(expected));
  });

  it('sends a 6-digit code with its expiry', async () => {
    const res = await sendCode();
    expect(res.status).toBe(200);
    expect(res.body.devCode).toMatch(/^\d{6}$/);
    const expires = new Date(res.body.expiresAt).getTime();
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000 + 1000);
  });

  it.each([[''], ['   '], [undefined]])('refuses phone number %j with 400', async (phone) => {
    const res = await use().anonymous().post('/api/auth/send-code').send({ phoneNumber: phone });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Vui lòng nhập số điện thoại');
  });

  it('answers 429 after 5 codes for one number in the window', async () => {
    for (let i = 0; i < 5; i++) expect((await sendCode()).status).toBe(200);
    const sixth = await sendCode();
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('rate_limited');
    expect((await sendCode('+84900000009')).status).toBe(200);
  });

  it('verifies a code: 201 with a new resident user of that phone, once', async () => {
    const { devCode } = (await sendCode()).body;
    const before = await countRows(use().db, 'users');
    const res = await verify(devCode);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ phoneNumber: PHONE, role: 'resident', isActive: true });
    expect(await countRows(use().db, 'users')).toBe(before + 1);
    const again = await verify(devCode);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Mã xác thực đã hết hạn hoặc đã được sử dụng');
    expect(await countRows(use().db, 'users')).toBe(before + 1);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const { devCode } = (await sendCode()).body;
    const res = await verify(wrong(devCode));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Mã xác thực không đúng');
    const [row] = await use().db('phone_verifications').where({ phone_number: PHONE });
    expect(row.attempts).toBe(1);
    expect((await verify(devCode)).status).toBe(201);
  });

  it('refuses even the right code after 5 wrong attempts', async () => {
    const { devCode } = (await sendCode()).body;
    for (let i = 0; i < 5; i++) {
      expect((await verify(wrong(devCode))).body.message).toBe('Mã xác thực không đúng');
    }
    const res = await verify(devCode);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Nhập sai quá nhiều lần, vui lòng yêu cầu mã mới');
    expect(await countRows(use().db, 'users')).toBe(Object.keys(demoAccounts).length);
  });

  it('cannot be outrun by parallel guesses: at most 5 are compared', async () => {
    const { devCode } = (await sendCode()).body;
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(wrong(devCode))));
    const compared = guesses.filter((r) => r.body.message === 'Mã xác thực không đúng');
    expect(compared.length).toBeLessThanOrEqual(5);
    expect((await verify(devCode)).status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { devCode } = (await sendCode()).body;
    await use()
      .db('phone_verifications')
      .where({ phone_number: PHONE })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await verify(devCode);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Mã xác thực đã hết hạn hoặc đã được sử dụng');
  });

  it('switches the session to another user; 404 unknown, 401 signed out', async () => {
    const agent = await use().signIn('resident');
    const res = await agent.post('/api/auth/switch-user').send({ userId: 'admin-002' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: 'admin-002', role: 'staff' });
    expect((await agent.get('/api/auth/user')).body.id).toBe('admin-002');
    const unknown = await agent.post('/api/auth/switch-user').send({ userId: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy người dùng');
    const empty = await agent.post('/api/auth/switch-user').send({});
    expect(empty.status).toBe(400);
    const anonymous = await use()
      .anonymous()
      .post('/api/auth/switch-user')
      .send({ userId: 'admin-001' });
    expect(anonymous.status).toBe(401);
  });
});

describeEachDatabase(
  'auth with demo mode off',
  (use) => {
    it.each([
      ['get', '/api/auth/mock-users'],
      ['post', '/api/auth/send-code'],
      ['post', '/api/auth/verify-code'],
      ['post', '/api/auth/switch-user'],
    ] as const)('answers 404 for %s %s', async (method, path) => {
      const agent = await use().signIn('admin');
      const body = { phoneNumber: PHONE, verificationCode: '123456', userId: 'admin-002' };
      const res = method === 'post' ? await agent.post(path).send(body) : await agent.get(path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(await countRows(use().db, 'phone_verifications')).toBe(0);
    });

    it('lists users for admins only', async () => {
      const resident = await use().signIn('resident');
      expect((await resident.get('/api/users')).status).toBe(403);
      expect((await resident.get('/api/users/role/admin')).status).toBe(403);
      const admin = await use().signIn('admin');
      expect((await admin.get('/api/users')).status).toBe(200);
      expect((await resident.get('/api/admin-users')).status).toBe(200);
    });
  },
  { demo: false },
);
