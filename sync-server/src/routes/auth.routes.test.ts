import { expect, it } from 'vitest';
import { countRows, describeEachDatabase, residentBody } from '../../test/harness';
import { demoAccounts } from '../demo/accounts';

const { admin, resident } = demoAccounts;

/** The value of the session cookie a response sets, if any. */
function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies
    .find((c) => c.startsWith('chungcu.sid='))
    ?.split(';')[0]
    ?.slice('chungcu.sid='.length);
}

describeEachDatabase('auth', (use) => {
  it('answers 401 for the current user when signed out', async () => {
    const res = await use().anonymous().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'unauthenticated' });
  });

  it('signs in with a session cookie and answers the user, never a password hash', async () => {
    const login = await use().anonymous().post('/api/auth/login').send({
      email: ' Admin@ChungCu.Demo ',
      password: admin.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      id: admin.id,
      email: admin.email,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: 'admin',
      isActive: true,
    });
    const cookie = sessionCookie(login);
    expect(cookie).toBeTruthy();
    const header = login.headers['set-cookie']?.[0] ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);

    const agent = await use().signIn('resident');
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: resident.id, role: 'resident', email: resident.email });
    expect(Object.keys(me.body).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'isActive',
        'lastName',
        'phoneNumber',
        'profileImageUrl',
        'role',
        'updatedAt',
      ].sort(),
    );
    expect(JSON.stringify([login.body, me.body])).not.toMatch(/scrypt|password|hash/i);
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'Email không hợp lệ'],
    [{ password: 'x' }, 'Email không hợp lệ'],
    [{ email: admin.email, password: '' }, 'Mật khẩu không được để trống'],
    [{ email: admin.email }, 'Mật khẩu không được để trống'],
  ])('rejects login body %j with 400 "%s"', async (body, message) => {
    const res = await use().anonymous().post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', message });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('answers 401 for a wrong password or an unknown email, without a session', async () => {
    for (const body of [
      { email: admin.email, password: 'wrong-password' },
      { email: 'nobody@chungcu.demo', password: admin.password },
    ]) {
      const res = await use().anonymous().post('/api/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: 'Email hoặc mật khẩu không đúng',
        code: 'unauthenticated',
      });
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await countRows(use().db, 'session')).toBe(0);
  });

  it('refuses a deactivated account with 401', async () => {
    await use().db('users').where({ id: admin.id }).update({ is_active: false });
    const res = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password });
    expect(res.status).toBe(401);
  });

  it('gives a new session id at login, and the old one stops working (session fixation)', async () => {
    const agent = await use().signIn('resident');
    const before = await agent.get('/api/auth/user');
    const oldCookie = sessionCookie(before);
    expect(oldCookie).toBeTruthy();
    const login = await agent
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password });
    expect(login.status).toBe(200);
    const newCookie = sessionCookie(login);
    expect(newCookie).toBeTruthy();
    expect(newCookie).not.toBe(oldCookie);
    expect((await agent.get('/api/auth/user')).body.id).toBe(admin.id);
    const stale = await use()
      .anonymous()
      .get('/api/auth/user')
      .set('Cookie', `chungcu.sid=${oldCookie}`);
    expect(stale.status).toBe(401);
  });

  it('answers 429 after 10 failed logins, even with the right password', async () => {
    const login = (password: string) =>
      use().anonymous().post('/api/auth/login').send({ email: admin.email, password });
    for (let i = 0; i < 10; i++) expect((await login('wrong')).status).toBe(401);
    const blocked = await login(admin.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'rate_limited' });
    // The limit is per email: another account still signs in.
    expect(
      (
        await use()
          .anonymous()
          .post('/api/auth/login')
          .send({ email: resident.email, password: resident.password })
      ).status,
    ).toBe(200);
  });

  it('cannot be outrun by parallel guesses: at most 10 failures are checked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        use()
          .anonymous()
          .post('/api/auth/login')
          .send({ email: admin.email, password: `guess-${i}` }),
      ),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const after = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password });
    expect(after.status).toBe(429);
  });

  it('logs out: the session is destroyed and the client is sent to /', async () => {
    const agent = await use().signIn('admin');
    const res = await agent.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(await countRows(use().db, 'session')).toBe(0);
    // Logging out signed out is harmless.
    expect((await use().anonymous().get('/api/logout')).status).toBe(302);
  });

  it('lists users for any signed-in user in demo mode, each the accounts they may see (S11), and by role', async () => {
    const agent = await use().signIn('resident');
    const own = await agent.get('/api/users');
    expect(own.status).toBe(200);
    // A resident sees their own account only, as their feed does: never other residents'.
    expect(own.body.map((u: { id: string }) => u.id)).toEqual([resident.id]);
    const admin = await use().signIn('admin');
    const all = await admin.get('/api/users');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(Object.keys(demoAccounts).length);
    expect(JSON.stringify(all.body)).not.toMatch(/scrypt|passwordHash/);
    const admins = await admin.get('/api/users/role/admin');
    expect(admins.status).toBe(200);
    expect(admins.body.map((u: { id: string }) => u.id)).toEqual(['admin-001']);
    // The demo's technician and guard are staff (of one complex each), its manager a manager.
    const staff = await admin.get('/api/users/role/staff');
    expect(staff.body.map((u: { id: string }) => u.id).sort()).toEqual([
      demoAccounts.technician.id,
      demoAccounts.security.id,
    ]);
    const managers = await admin.get('/api/users/role/manager');
    expect(managers.body.map((u: { id: string }) => u.id)).toEqual([demoAccounts.manager.id]);
    const residents = await admin.get('/api/users/role/resident');
    expect(residents.body.map((u: { id: string }) => u.id).sort()).toEqual(
      [resident.id, demoAccounts.residentB.id].sort(),
    );
    expect((await agent.get('/api/users/role/admin')).body).toEqual([]);
    const unknown = await agent.get('/api/users/role/superuser');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Vai trò không hợp lệ');
    expect((await use().anonymous().get('/api/users')).status).toBe(401);
    expect((await use().anonymous().get('/api/users/role/admin')).status).toBe(401);
  });

  it('lists the possible assignees as { id, name, role } for any signed-in user', async () => {
    expect((await use().anonymous().get('/api/admin-users')).status).toBe(401);
    const agent = await use().signIn('resident');
    const res = await agent.get('/api/admin-users');
    expect(res.status).toBe(200);
    // The company's administrators only: the demo's technician and guard are staff of one
    // complex, whom only their colleagues may see (S23).
    expect(res.body).toEqual([
      { id: 'admin-001', name: 'Trần Quang Minh', role: 'Trưởng ban quản lý' },
    ]);
  });

  it('refuses cross-origin writes with 403 and changes nothing', async () => {
    const { db } = use();
    const login = await use()
      .anonymous()
      .post('/api/auth/login')
      .set('Origin', 'http://evil.example')
      .send({ email: admin.email, password: admin.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'forbidden' });
    expect(sessionCookie(login)).toBeUndefined();
    expect(await countRows(db, 'session')).toBe(0);

    const agent = await use().signIn('admin');
    const audit = await countRows(db, 'audit_log');
    const evil = await agent
      .post('/api/residents')
      .set('Origin', 'http://evil.example')
      .send(residentBody());
    expect(evil.status).toBe(403);
    const sneaky = await agent
      .post('/api/residents')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(residentBody());
    expect(sneaky.status).toBe(403);
    expect(await countRows(db, 'residents')).toBe(0);
    expect(await countRows(db, 'audit_log')).toBe(audit);
    // Reading cross-origin is the browser's business (CORS), and the same origin may write.
    expect((await agent.get('/api/residents').set('Origin', 'http://evil.example')).status).toBe(
      200,
    );
  });
});
