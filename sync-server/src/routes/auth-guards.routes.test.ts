/** Sign-out, sign-in limits and sessions as an attacker would try them. */
import { expect, it } from 'vitest';
import { limits, messages } from '@chungcu/contracts';
import { countRows, describeEachDatabase } from '../../test/harness';
import { demoAccounts } from '../demo/accounts';

const { admin, resident } = demoAccounts;

describeEachDatabase('auth guards', (use) => {
  it('a cross-site GET /api/logout keeps the session; the app and a typed address sign out', async () => {
    const agent = await use().signIn('admin');
    for (const site of ['cross-site', 'same-site']) {
      const res = await agent.get('/api/logout').set('Sec-Fetch-Site', site);
      expect(res.status).toBe(302);
      expect((await agent.get('/api/auth/user')).status, site).toBe(200);
    }
    const fromApp = await agent.get('/api/logout').set('Sec-Fetch-Site', 'same-origin');
    expect(fromApp.status).toBe(302);
    expect((await agent.get('/api/auth/user')).status).toBe(401);

    const typed = await use().signIn('admin');
    await typed.get('/api/logout').set('Sec-Fetch-Site', 'none');
    expect((await typed.get('/api/auth/user')).status).toBe(401);
  });

  it('one address trying many accounts is limited, whatever the emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await use()
        .anonymous()
        .post('/api/auth/login')
        .send({ email: `guess${i}@example.vn`, password: 'wrong' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limits.loginMaxFailuresPerAddress)).toEqual(
      Array(limits.loginMaxFailuresPerAddress).fill(401),
    );
    expect(new Set(statuses.slice(limits.loginMaxFailuresPerAddress))).toEqual(new Set([429]));
    const right = await use()
      .anonymous()
      .post('/api/auth/login')
      .send({ email: admin.email, password: admin.password });
    expect(right.status).toBe(429);
  });

  it('successful sign-ins do not use up the address budget', async () => {
    for (let i = 0; i < limits.loginMaxFailuresPerAddress + 5; i++) {
      await use().signIn('resident');
    }
    expect(
      (
        await use()
          .signIn('admin')
          .then((a) => a.get('/api/auth/user'))
      ).status,
    ).toBe(200);
  });

  it(`an account keeps at most ${limits.maxSessionsPerUser} live sessions; the oldest end`, async () => {
    const agents = [];
    for (let i = 0; i < limits.maxSessionsPerUser + 3; i++)
      agents.push(await use().signIn('resident'));
    const sessions = await use()
      .db('session')
      .whereRaw(`sess->>'userId' = ?`, [resident.id])
      .count<{ n: number | string }[]>('* as n');
    expect(Number(sessions[0]?.n)).toBe(limits.maxSessionsPerUser);
    for (const agent of agents.slice(0, 3)) {
      expect((await agent.get('/api/auth/user')).status).toBe(401);
    }
    for (const agent of agents.slice(3)) {
      expect((await agent.get('/api/auth/user')).status).toBe(200);
    }
    // Other accounts' sessions are untouched.
    const other = await use().signIn('admin');
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  it("verify-code with another account's phone never answers that account", async () => {
    for (const phoneNumber of [admin.phoneNumber, '0903 111 222']) {
      const sent = await use().anonymous().post('/api/auth/send-code').send({ phoneNumber });
      expect(sent.status).toBe(200);
      const res = await use()
        .anonymous()
        .post('/api/auth/verify-code')
        .send({ phoneNumber, verificationCode: sent.body.devCode });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.auth.phoneTaken);
      expect(JSON.stringify(res.body)).not.toContain(admin.email);
    }
    // A test user made by verify-code is found again by its number, in any written form.
    const code = async (phoneNumber: string) =>
      (await use().anonymous().post('/api/auth/send-code').send({ phoneNumber })).body.devCode;
    const made = await use()
      .anonymous()
      .post('/api/auth/verify-code')
      .send({ phoneNumber: '0987 654 321', verificationCode: await code('0987654321') });
    expect(made.status).toBe(201);
    expect(made.body.user.phoneNumber).toBe('+84987654321');
    const again = await use()
      .anonymous()
      .post('/api/auth/verify-code')
      .send({ phoneNumber: '+84987654321', verificationCode: await code('84987654321') });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(made.body.user.id);
    expect(await countRows(use().db, 'users')).toBe(Object.keys(demoAccounts).length + 1);
  });
});

describeEachDatabase(
  'auth guards behind a proxy named by address',
  (use) => {
    it('a forged X-Forwarded-For sent past the proxy opens no fresh bucket', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= limits.loginMaxFailuresPerAddress; i++) {
        const res = await use()
          .anonymous()
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ email: `guess${i}@example.vn`, password: 'wrong' });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  },
  // The proxy is at 10.x; tests connect from loopback, as a client bypassing the proxy would.
  { trustProxy: '10.0.0.0/8' },
);
