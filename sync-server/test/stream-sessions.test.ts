/**
 * Rule S22: an event stream ends the moment the server ends its session (account locked,
 * password reset, password changed elsewhere, sign-out), not at its next keep-alive; and a
 * resident's pokes never carry the global clock. The keep-alive here is a minute, so only the
 * rule can end a stream within the test.
 */
import { afterAll, afterEach, expect, it } from 'vitest';
import { demoAccounts } from '../src/demo/accounts';
import { stopPokes } from '../src/sync/pokes';
import { EventStreamClient, sessionCookie, streamServer } from './event-stream';
import { describeEachDatabase } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PASSWORD = 'mật khẩu đủ dài';
/**
 * "At once": long before the keep-alive (60 s here) could have ended the stream, so only the
 * rule can; generous, because a loaded CI machine takes seconds, and this is no timing test.
 */
const AT_ONCE_MS = 15_000;

describeEachDatabase(
  'event streams end with their sessions (S22)',
  (use) => {
    const served = streamServer(() => use().app);
    const baseUrl = served.baseUrl;

    /** An open stream on `cookie`'s session, after its first poke, with when it ended. */
    async function openStream(cookie: string) {
      const stream = await served.open(cookie);
      expect(stream.status).toBe(200);
      await stream.waitFor('poke', 1);
      let endedAt: number | null = null;
      stream.onEnd(() => (endedAt = performance.now()));
      return { stream, endedAt: () => endedAt };
    }

    const demoCookie = async (account: keyof typeof demoAccounts) =>
      sessionCookie(await baseUrl(), demoAccounts[account].email, demoAccounts[account].password);

    /** A staff account of a real complex (demo accounts cannot be locked), signed in twice. */
    async function invitedStaff() {
      const admin = await use().signIn('admin');
      const email = `lan.${Date.now()}@toa-a.vn`;
      const invite = await admin
        .post('/api/invitations')
        .send({ role: 'admin', email, firstName: 'Lan', lastName: 'Phạm Thị' });
      expect(invite.status).toBe(201);
      const accepted = await use()
        .anonymous()
        .post(`/api/invitations/${invite.body.token}/accept`)
        .send({ password: PASSWORD });
      expect(accepted.status).toBe(200);
      const url = await baseUrl();
      return {
        admin,
        id: accepted.body.user.id as string,
        phone: await sessionCookie(url, email, PASSWORD),
        tablet: await sessionCookie(url, email, PASSWORD),
      };
    }

    /** Waits until `ended()` reports, at most AT_ONCE_MS after `from`. */
    async function endsAtOnce(ended: () => number | null, from: number) {
      while (ended() === null && performance.now() - from < AT_ONCE_MS) await sleep(10);
      expect(ended(), 'stream still open').not.toBeNull();
      expect((ended() as number) - from).toBeLessThan(AT_ONCE_MS);
    }

    afterEach(() => served.closeStreams());
    afterAll(async () => {
      await served.close();
      await stopPokes(use().db);
    });

    it('S22: locking an account ends its open streams at once; another user’s stays', async () => {
      const { admin, id, phone, tablet } = await invitedStaff();
      const [a, b] = [await openStream(phone), await openStream(tablet)];
      const other = await openStream(await demoCookie('resident'));
      const from = performance.now();
      const locked = await admin.patch(`/api/accounts/${id}`).send({ isActive: false });
      expect(locked.status).toBe(200);
      await endsAtOnce(a.endedAt, from);
      await endsAtOnce(b.endedAt, from);
      await sleep(300);
      expect(other.endedAt()).toBeNull();
      const again = await new EventStreamClient().open(`${await baseUrl()}/api/sync/events`, phone);
      expect(again.status).toBe(401);
    });

    it('S22: a password reset link, once used, ends the account’s open streams at once', async () => {
      const { admin, id, phone } = await invitedStaff();
      const open = await openStream(phone);
      const other = await openStream(await demoCookie('technician'));
      const reset = await admin.post(`/api/accounts/${id}/password-reset`);
      expect(reset.status).toBe(201);
      // Issuing the link ends nothing: the person may not have forgotten anything yet.
      await sleep(300);
      expect(open.endedAt()).toBeNull();
      const from = performance.now();
      const used = await use()
        .anonymous()
        .post(`/api/invitations/${reset.body.token}/accept`)
        .send({ password: 'một mật khẩu mới hẳn' });
      expect(used.status).toBe(200);
      await endsAtOnce(open.endedAt, from);
      expect(other.endedAt()).toBeNull();
    });

    it('S22: a password change ends the other devices’ streams at once, not the changing one’s', async () => {
      const { phone, tablet } = await invitedStaff();
      const [onPhone, onTablet] = [await openStream(phone), await openStream(tablet)];
      const from = performance.now();
      const changed = await fetch(`${await baseUrl()}/api/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: phone },
        body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'một mật khẩu mới hẳn' }),
      });
      expect(changed.status).toBe(204);
      await endsAtOnce(onTablet.endedAt, from);
      await sleep(300);
      expect(onPhone.endedAt()).toBeNull();
    });

    it('S22: signing out ends that session’s stream at once', async () => {
      const cookie = await demoCookie('admin');
      const open = await openStream(cookie);
      const other = await openStream(await demoCookie('admin'));
      const from = performance.now();
      await fetch(`${await baseUrl()}/api/logout`, { headers: { cookie }, redirect: 'manual' });
      await endsAtOnce(open.endedAt, from);
      await sleep(300);
      expect(other.endedAt()).toBeNull();
    });

    it('S22: a resident’s pokes carry the history only, never the clock; an admin’s both', async () => {
      const resident = await openStream(await demoCookie('resident'));
      const admin = await openStream(await demoCookie('admin'));
      const staff = await use().signIn('admin');
      // Categories are everyone's (S11): both are poked for it.
      expect(
        (await staff.post('/api/workflow-categories').send({ name: 'Thang máy' })).status,
      ).toBe(201);
      await resident.stream.waitFor('poke', 2);
      await admin.stream.waitFor('poke', 2);
      const data = (stream: EventStreamClient) =>
        stream.events.filter((e) => e.type === 'poke').map((e) => JSON.parse(e.data));
      for (const poke of data(resident.stream)) {
        expect(Object.keys(poke)).toEqual(['epoch']);
        expect(poke.epoch).toMatch(/^[0-9a-f-]{36}$/);
      }
      for (const poke of data(admin.stream)) {
        expect(Object.keys(poke).sort()).toEqual(['epoch', 'version']);
        expect(poke.version).toBeGreaterThan(0);
      }
    });
  },
  { liveUpdates: { keepAliveMs: 60_000, coalesceMs: 60 } },
);
