import { createHash } from 'node:crypto';
import request from 'supertest';
import { expect, it } from 'vitest';
import { accountMessages as m, messages } from '@chungcu/contracts';
import { countRows, describeEachDatabase, residentBody } from '../../test/harness';
import { demoAccounts } from '../demo/accounts';

const PASSWORD = 'mật khẩu đủ dài';

describeEachDatabase('accounts', (use) => {
  async function invite(body: Record<string, unknown>) {
    const admin = await use().signIn('admin');
    const res = await admin.post('/api/invitations').send(body);
    expect(res.status).toBe(201);
    return res.body as { token: string; link: string; invitation: { id: string; email: string } };
  }
  const staff = (email = 'lan@toa-a.vn') =>
    invite({ role: 'admin', email, firstName: 'Lan', lastName: 'Phạm Thị' });

  /** Accepts a link in a fresh browser: answers that browser, signed in. */
  async function accept(token: string, password = PASSWORD) {
    const agent = request.agent(use().app);
    const res = await agent.post(`/api/invitations/${token}/accept`).send({ password });
    return { agent, res };
  }

  it('invites staff by a one-time link: token stored hashed, accepted once, signed in, audited', async () => {
    const { token, link, invitation } = await staff(' Lan@Toa-A.vn ');
    expect(link).toBe(`/invite/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.email).toBe('lan@toa-a.vn');
    const stored = await use().db('invitations').first();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 864e5);

    const preview = await use().anonymous().get(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'invite', email: 'lan@toa-a.vn', role: 'admin' });

    expect((await accept(token, 'ngắn')).res.body.message).toBe(m.passwordTooShort);
    const { agent, res } = await accept(token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'lan@toa-a.vn', role: 'admin', isActive: true });
    expect((await agent.get('/api/auth/user')).body.email).toBe('lan@toa-a.vn');

    const again = await accept(token);
    expect(again.res.status).toBe(404);
    expect(again.res.body.message).toBe(m.invitationInvalid);
    expect((await use().anonymous().get(`/api/invitations/${token}`)).status).toBe(404);
    const login = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: 'lan@toa-a.vn', password: PASSWORD });
    expect(login.status).toBe(200);
    const audit = await use().db('audit_log').whereIn('entity', ['invitation', 'user']);
    expect(audit.map((a) => `${a.entity}:${a.action}`).sort()).toEqual([
      'invitation:create',
      'user:create',
    ]);
  });

  it("invites a resident by their record: the account's email is the record's", async () => {
    const admin = await use().signIn('admin');
    const body = residentBody({ email: 'Huong.Le@Example.vn' });
    const created = await admin.post('/api/residents').send(body);
    expect(created.status).toBe(201);
    const { token, invitation } = await invite({ role: 'resident', residentId: created.body.id });
    expect(invitation.email).toBe('huong.le@example.vn');
    const { res } = await accept(token);
    expect(res.body.user).toMatchObject({ email: 'huong.le@example.vn', role: 'resident' });
    expect(res.body.user.lastName).toBe(body.lastName);
    // One account per email: a second invitation for it is refused.
    const second = await admin
      .post('/api/invitations')
      .send({ role: 'resident', residentId: created.body.id });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(m.emailHasAccount);
  });

  it('answers 400/404/409, never 500, to bad invitations and tokens', async () => {
    const admin = await use().signIn('admin');
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ role: 'admin' }, 400],
      [{ role: 'admin', email: 'x', firstName: 'A', lastName: 'B' }, 400],
      [{ role: 'resident', residentId: 'not-a-uuid' }, 400],
      [{ role: 'resident', residentId: '00000000-0000-4000-8000-000000000000' }, 404],
      [{ role: 'owner', email: 'a@b.vn' }, 400],
      [[[[['deep']]]], 400],
      [{ role: 'admin', email: demoAccounts.admin.email, firstName: 'A', lastName: 'B' }, 409],
    ];
    for (const [body, status] of cases) {
      expect((await admin.post('/api/invitations').send(body as object)).status).toBe(status);
    }
    for (const token of ['x', 'a'.repeat(43), '%00', 'a'.repeat(5000)]) {
      expect((await use().anonymous().get(`/api/invitations/${token}`)).status).toBe(404);
      const res = await use()
        .anonymous()
        .post(`/api/invitations/${token}/accept`)
        .send({ password: PASSWORD });
      expect(res.status).toBe(404);
    }
    const resident = await use().signIn('resident');
    expect((await resident.get('/api/accounts')).status).toBe(403);
    expect((await resident.post('/api/invitations').send({})).status).toBe(403);
    expect((await use().anonymous().get('/api/accounts')).status).toBe(401);
  });

  it('refuses an expired invitation; a newer one for the same email replaces the older', async () => {
    const first = await staff();
    const second = await staff();
    expect((await accept(first.token)).res.status).toBe(404);
    await use()
      .db('invitations')
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await accept(second.token)).res.status).toBe(404);
    expect(await countRows(use().db, 'users')).toBe(Object.keys(demoAccounts).length);
  });

  it('deactivating ends the sessions at once; login says the account is locked; reactivation', async () => {
    const { token } = await staff();
    const { agent: lan, res } = await accept(token);
    const id = res.body.user.id as string;
    const admin = await use().signIn('admin');
    const off = await admin.patch(`/api/accounts/${id}`).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await lan.get('/api/auth/user')).status).toBe(401);
    expect(await use().db('session').whereRaw(`sess->>'userId' = ?`, [id])).toHaveLength(0);
    const login = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: 'lan@toa-a.vn', password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.auth.accountDisabled);
    expect((await admin.patch(`/api/accounts/${id}`).send({ isActive: true })).status).toBe(200);
    expect(
      (
        await use()
          .anonymous()
          .post('/api/auth/login')
          .send({ email: 'lan@toa-a.vn', password: PASSWORD })
      ).status,
    ).toBe(200);
    const list = await admin.get('/api/accounts');
    expect(list.body.users.find((u: { id: string }) => u.id === id).isActive).toBe(true);

    const bad: [string, unknown, number][] = [
      [id, { isActive: 'no' }, 400],
      [id, { isActive: false, role: 'admin' }, 400],
      ['user-nobody', { isActive: false }, 404],
      ['../etc', { isActive: false }, 404],
      [demoAccounts.resident.id, { isActive: false }, 409],
    ];
    for (const [target, body, status] of bad) {
      expect((await admin.patch(`/api/accounts/${target}`).send(body as object)).status).toBe(
        status,
      );
    }
    const lanAdmin = request.agent(use().app);
    await lanAdmin.post('/api/auth/login').send({ email: 'lan@toa-a.vn', password: PASSWORD });
    const self = await lanAdmin.patch(`/api/accounts/${id}`).send({ isActive: false });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(m.cannotDeactivateSelf);
  });

  it('resets a password by a new link: old password and sessions end', async () => {
    const { token } = await staff();
    const { agent: lan, res } = await accept(token);
    const admin = await use().signIn('admin');
    const reset = await admin.post(`/api/accounts/${res.body.user.id}/password-reset`);
    expect(reset.status).toBe(201);
    expect(reset.body.invitation.kind).toBe('reset');
    const done = await accept(reset.body.token, 'một mật khẩu mới hơn');
    expect(done.res.status).toBe(200);
    expect((await lan.get('/api/auth/user')).status).toBe(401);
    expect((await done.agent.get('/api/auth/user')).status).toBe(200);
    const login = (password: string) =>
      use().anonymous().post('/api/auth/login').send({ email: 'lan@toa-a.vn', password });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login('một mật khẩu mới hơn')).status).toBe(200);
  });

  it('changes one’s own password: current one checked, other sessions end, this one stays', async () => {
    const { token } = await staff();
    const { agent: phone } = await accept(token);
    const tablet = request.agent(use().app);
    await tablet.post('/api/auth/login').send({ email: 'lan@toa-a.vn', password: PASSWORD });
    const wrong = await phone
      .post('/api/auth/password')
      .send({ currentPassword: 'sai mật khẩu', newPassword: 'mật khẩu mới 2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(m.currentPasswordWrong);
    expect((await phone.post('/api/auth/password').send({ newPassword: 1 })).status).toBe(400);
    const ok = await phone
      .post('/api/auth/password')
      .send({ currentPassword: PASSWORD, newPassword: 'mật khẩu mới 2026' });
    expect(ok.status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect(
      (await use().anonymous().post('/api/auth/password').send({ currentPassword: 'x' })).status,
    ).toBe(401);
  });
});
