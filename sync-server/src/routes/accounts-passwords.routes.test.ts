/**
 * Weak passwords are refused with the reason in Vietnamese wherever one is set (invitation,
 * reset link, change), and an invitation follows its resident record to the moment it is used.
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import { accountMessages as m } from '@chungcu/contracts';
import { countRows, describeEachDatabase, residentBody } from '../../test/harness';
import { createAdmin, setPasswordByEmail } from '../services/first-admin';

const PASSWORD = 'mật khẩu đủ dài';

describeEachDatabase('account passwords', (use) => {
  async function invite(body: Record<string, unknown>) {
    const admin = await use().signIn('admin');
    const res = await admin.post('/api/invitations').send(body);
    expect(res.status).toBe(201);
    return res.body as { token: string };
  }
  const staff = () =>
    invite({ role: 'admin', email: 'lan.pham@toa-a.vn', firstName: 'Lan', lastName: 'Phạm Thị' });
  const accept = async (token: string, password: string) => {
    const agent = request.agent(use().app);
    return { agent, res: await agent.post(`/api/invitations/${token}/accept`).send({ password }) };
  };

  const weak: [string, string][] = [
    [' '.repeat(10), m.passwordBlank],
    ['\u200b'.repeat(10), m.passwordBlank],
    ['aaaaaaaaaa', m.passwordRepeated],
    ['lan.pham@toa-a.vn', m.passwordPersonal],
    ['Phạm Thị Lan', m.passwordPersonal],
    ['1234567890', m.passwordCommon],
    ['Password123', m.passwordCommon],
    ['qwertyuiop', m.passwordCommon],
  ];

  it('accepting an invitation refuses blank, repeated, personal and common passwords', async () => {
    const { token } = await staff();
    const users = await countRows(use().db, 'users');
    for (const [password, message] of weak) {
      const { res } = await accept(token, password);
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(res.body.message, JSON.stringify(password)).toBe(message);
    }
    expect(await countRows(use().db, 'users')).toBe(users);
    expect((await accept(token, PASSWORD)).res.status).toBe(200);
  });

  it('a reset link and a change of password refuse them too', async () => {
    const { token } = await staff();
    const { agent: lan, res } = await accept(token, PASSWORD);
    const admin = await use().signIn('admin');
    const reset = await admin.post(`/api/accounts/${res.body.user.id}/password-reset`);
    for (const [password, message] of weak) {
      const tried = await accept(reset.body.token, password);
      expect(tried.res.status, JSON.stringify(password)).toBe(400);
      expect(tried.res.body.message).toBe(message);
      const change = await lan
        .post('/api/auth/password')
        .send({ currentPassword: PASSWORD, newPassword: password });
      expect(change.status, JSON.stringify(password)).toBe(400);
      expect(change.body.message).toBe(message);
      expect(change.body.issues[0].path).toEqual(['newPassword']);
    }
    const login = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: 'lan.pham@toa-a.vn', password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('a resident invitation for a record deleted since answers 404 and makes no account', async () => {
    const admin = await use().signIn('admin');
    const record = await admin.post('/api/residents').send(residentBody());
    const { token } = await invite({ role: 'resident', residentId: record.body.id });
    expect((await admin.delete(`/api/residents/${record.body.id}`)).status).toBe(204);
    const users = await countRows(use().db, 'users');
    expect((await use().anonymous().get(`/api/invitations/${token}`)).status).toBe(404);
    const { res } = await accept(token, PASSWORD);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.invitedRecordDeleted);
    expect(await countRows(use().db, 'users')).toBe(users);
  });

  it("a resident invitation takes the record's email and name as they are when it is used", async () => {
    const admin = await use().signIn('admin');
    const record = await admin.post('/api/residents').send(residentBody({ email: 'cu@ex.vn' }));
    const { token } = await invite({ role: 'resident', residentId: record.body.id });
    const moved = await admin
      .patch(`/api/residents/${record.body.id}`)
      .send({ email: 'moi@ex.vn', firstName: 'Hương' });
    expect(moved.status).toBe(200);
    const preview = await use().anonymous().get(`/api/invitations/${token}`);
    expect(preview.body).toMatchObject({ email: 'moi@ex.vn', firstName: 'Hương' });
    const { agent, res } = await accept(token, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'moi@ex.vn', firstName: 'Hương' });
    // The account sees its record: visibility links them by the email.
    const mine = await agent.get('/api/sync/changes?since=0');
    const residents = mine.body.changes.filter((c: { entity: string }) => c.entity === 'resident');
    expect(residents.map((c: { id: string }) => c.id)).toEqual([record.body.id]);
  });

  it("the operator's terminal (npm run admin) refuses them too", async () => {
    const { db } = use();
    const email = 'quantri@toa-a.vn';
    await expect(createAdmin(db, { email, password: '1234567890' })).rejects.toThrow(
      m.passwordCommon,
    );
    await expect(
      createAdmin(db, { email, password: 'Trần Quang Minh', name: 'Trần Quang Minh' }),
    ).rejects.toThrow(m.passwordPersonal);
    await expect(setPasswordByEmail(db, email, 'quantri@toa-a.vn')).rejects.toThrow(
      m.passwordPersonal,
    );
  });
});
