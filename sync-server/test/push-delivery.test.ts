import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages, pushMessageSchema, uuidv7 } from '@chungcu/contracts';
import type { PushOptions } from '../src/services/push.service';
import { describeEachDatabase } from './harness';
import { createInquiry, linkDemoResident } from './inquiry-fixtures';
import {
  decryptPush,
  deviceKeys,
  localSender,
  startPushService,
  vapidClaims,
} from './push-fixtures';

let service: Awaited<ReturnType<typeof startPushService>>;
/** What the local push service answers, by the endpoint's last path segment. */
const answers = new Map<string, number>();
/** The local push service's host, listed once it listens (before the suite's app is made). */
const allowedHosts: string[] = [];

beforeAll(async () => {
  service = await startPushService((path) => answers.get(path.split('/').pop() ?? '') ?? 201);
  allowedHosts.push(`127.0.0.1:${service.port}`);
});
afterAll(() => service.close());

const subject = 'mailto:quantri@chungcu.example';

describeEachDatabase(
  'web push through web-push to a local push service',
  (use) => {
    const sender = (options: Partial<PushOptions> = {}) =>
      localSender(use().db, allowedHosts, options);

    /** The demo resident's device subscribed at the local service; answers its keys and endpoint. */
    async function subscribedResident(answer = 201) {
      const resident = await use().signIn('resident');
      const device = deviceKeys();
      const token = uuidv7();
      answers.set(token, answer);
      const endpoint = `${service.origin}/push/${token}`;
      const res = await resident
        .post('/api/push/subscriptions')
        .send({ endpoint, keys: device.keys });
      expect(res.status).toBe(201);
      return { resident, device, endpoint, token };
    }

    /** A request of the demo resident whose status staff then move: one notification to push. */
    async function statusChanged(status = 'in_progress') {
      const admin = await use().signIn('admin');
      const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
      const inquiry = await createInquiry(admin, { residentId, apartmentId });
      const move = async (to: string) =>
        expect(
          (await admin.patch(`/api/inquiries/${inquiry.id}`).send({ status: to })).status,
        ).toBe(200);
      await move(status);
      return { id: inquiry.id as string, number: inquiry.number as string, move };
    }

    /** The push state of the resident's notifications, oldest first. */
    const residentStates = async () =>
      (
        await use()
          .db('notifications')
          .where({ user_id: 'resident-001' })
          .orderBy('version')
          .select('push_state', 'push_attempts')
      ).map((row) => [row.push_state, row.push_attempts]);

    const receivedAt = (token: string) => service.received.filter((r) => r.path.endsWith(token));

    it('sends the notification encrypted (aes128gcm) with a TTL and VAPID, once', async () => {
      const { device, token } = await subscribedResident();
      const inquiry = await statusChanged();
      const push = sender();
      const report = await push.sendPending();
      expect(report).toMatchObject({ sent: 1, failed: 0, retrying: 0 });

      const [request, ...more] = receivedAt(token);
      expect(more).toEqual([]);
      if (!request) throw new Error('nothing reached the push service');
      const ttl = Number(request.headers.ttl);
      expect(ttl).toBeGreaterThan(24 * 60 * 60 - 60);
      expect(ttl).toBeLessThanOrEqual(24 * 60 * 60);
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.urgency).toBe('normal');
      expect(request.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      const { publicKey } = await push.publicKey();
      const claims = vapidClaims(request.headers.authorization);
      expect(claims).toMatchObject({ aud: service.origin, sub: 'mailto:quantri@chungcu.example' });
      expect(claims.k).toBe(publicKey);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());

      const message = pushMessageSchema.parse(JSON.parse(decryptPush(request.body, device)));
      expect(message).toMatchObject({
        title: 'Yêu cầu của bạn: Đang xử lý',
        body: `“Vòi nước bị rò rỉ” (${inquiry.number}) đã chuyển sang trạng thái “Đang xử lý”.`,
        url: `/inquiries/${inquiry.id}`,
        tag: `inquiryStatus:/inquiries/${inquiry.id}`,
        urgent: false,
      });
      const [row] = await use().db('notifications').where({ id: message.id });
      expect(row).toMatchObject({ push_state: 'sent', push_attempts: 1, push_error: null });
      const [sub] = await use().db('push_subscriptions').where({ user_id: 'resident-001' });
      expect(sub?.last_success_at).not.toBeNull();

      // Sent once: another run (this replica's or another's) finds nothing left.
      expect(await sender().sendPending()).toMatchObject({ sent: 0, none: 0 });
      expect(receivedAt(token)).toHaveLength(1);
    });

    it('S25: each device is pushed in the language chosen on it; one that does not say keeps its own', async () => {
      const { resident, device, endpoint, token } = await subscribedResident();
      const phone = deviceKeys();
      const phoneToken = uuidv7();
      const subscribe = (body: object) => resident.post('/api/push/subscriptions').send(body);
      const phoneEndpoint = `${service.origin}/push/${phoneToken}`;
      expect(
        (await subscribe({ endpoint: phoneEndpoint, keys: phone.keys, language: 'en' })).status,
      ).toBe(201);
      // Renewed without a language (a device from before it was sent): still English.
      expect((await subscribe({ endpoint: phoneEndpoint, keys: phone.keys })).status).toBe(201);
      const bad = await subscribe({ endpoint, keys: device.keys, language: 'fr' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(messages.notification.languageInvalid);

      const inquiry = await statusChanged();
      expect(await sender().sendPending()).toMatchObject({ sent: 1 });
      const words = (at: string, keys: ReturnType<typeof deviceKeys>) => {
        const [request] = receivedAt(at);
        if (!request) throw new Error(`nothing reached ${at}`);
        return pushMessageSchema.parse(JSON.parse(decryptPush(request.body, keys)));
      };
      expect(words(token, device)).toMatchObject({
        title: 'Yêu cầu của bạn: Đang xử lý',
        lang: 'vi',
      });
      const english = words(phoneToken, phone);
      expect(english).toMatchObject({
        title: 'Your request: In progress',
        body: `“Vòi nước bị rò rỉ” (${inquiry.number}) is now “In progress”.`,
        url: `/inquiries/${inquiry.id}`,
        lang: 'en',
      });
      // The same thing on both devices: a newer push replaces it on each (one topic).
      expect(receivedAt(phoneToken)[0]?.headers.topic).toBe(receivedAt(token)[0]?.headers.topic);

      // A row made before params (its stored Vietnamese) is pushed as it is, in every language.
      await use().db('notifications').insert({
        id: uuidv7(),
        version: 0,
        user_id: 'resident-001',
        kind: 'announcement',
        title: 'Thông báo cũ hơn params',
        body: 'Nội dung',
      });
      expect(await sender().sendPending()).toMatchObject({ sent: 1 });
      expect(words(phoneToken, phone).title).toBe('Your request: In progress');
      const [, older] = receivedAt(phoneToken);
      if (!older) throw new Error('the older row was not pushed');
      expect(JSON.parse(decryptPush(older.body, phone))).toMatchObject({
        title: 'Thông báo cũ hơn params',
        lang: 'vi',
      });
    });

    it('S25: urgent ones go with Urgency: high and a short TTL; none past their time to live', async () => {
      const { device, token } = await subscribedResident();
      await use()
        .db('notifications')
        .insert([
          {
            id: uuidv7(),
            version: 0,
            user_id: 'resident-001',
            kind: 'announcement',
            title: 'Cắt nước khẩn cấp',
            body: 'Tòa B cắt nước từ 14h đến 16h hôm nay.',
            url: '/announcements/1',
            urgent: true,
          },
          {
            id: uuidv7(),
            version: 0,
            user_id: 'resident-001',
            kind: 'announcement',
            title: 'Thông báo cũ',
            body: 'Đã quá hạn',
            urgent: false,
            created_at: new Date(Date.now() - 25 * 60 * 60 * 1000),
          },
        ]);
      const report = await sender({ urgentTtlSeconds: 600 }).sendPending();
      expect(report).toMatchObject({ sent: 1 });
      const [request, ...more] = receivedAt(token);
      expect(more).toEqual([]);
      expect(request?.headers.urgency).toBe('high');
      expect(Number(request?.headers.ttl)).toBeLessThanOrEqual(600);
      expect(Number(request?.headers.ttl)).toBeGreaterThan(500);
      const message = JSON.parse(decryptPush(request?.body as Buffer, device));
      expect(message).toMatchObject({ title: 'Cắt nước khẩn cấp', url: '/announcements/1' });
      const old = await use().db('notifications').where({ title: 'Thông báo cũ' }).first();
      expect(old?.push_state).toBe('expired');
    });

    it('a subscription the push service reports gone (410, 404) is removed', async () => {
      const gone = await subscribedResident(410);
      const lost = await subscribedResident(404);
      await statusChanged();
      const report = await sender().sendPending();
      expect(report).toMatchObject({ failed: 0, retrying: 0 });
      expect(await residentStates()).toEqual([['none', 1]]);
      expect(receivedAt(gone.token)).toHaveLength(1);
      expect(receivedAt(lost.token)).toHaveLength(1);
      expect(await use().db('push_subscriptions').where({ user_id: 'resident-001' })).toEqual([]);
    });

    it('a failing push service is tried again later, a few times, never forever; a refusal is recorded', async () => {
      const broken = await subscribedResident(503);
      const inquiry = await statusChanged();
      const push = sender({ retryBaseMs: 0, maxAttempts: 3 });
      expect(await push.sendPending()).toMatchObject({ retrying: 1 });
      const pending = await use().db('notifications').where({ user_id: 'resident-001' }).first();
      expect(pending).toMatchObject({ push_state: 'pending', push_attempts: 1 });
      expect(pending?.push_error).toContain('thử lại');
      // Each run is one more try (the wait before it is 0 here), up to three in all.
      expect(await push.sendPending()).toMatchObject({ retrying: 1 });
      expect(await push.sendPending()).toMatchObject({ failed: 1 });
      expect(await push.sendPending()).toMatchObject({ failed: 0, retrying: 0, sent: 0 });
      expect(await residentStates()).toEqual([['failed', 3]]);
      expect(receivedAt(broken.token)).toHaveLength(3);
      const [sub] = await use().db('push_subscriptions').where({ user_id: 'resident-001' });
      expect(sub).toMatchObject({ failures: 3 });
      expect(sub?.last_error).toContain('503');

      // A refusal (400, say the subscription's keys are wrong) is not tried again.
      answers.set(broken.token, 400);
      await inquiry.move('completed');
      expect(await push.sendPending()).toMatchObject({ failed: 1 });
      expect(await push.sendPending()).toMatchObject({ failed: 0, retrying: 0 });
      expect(await residentStates()).toEqual([
        ['failed', 3],
        ['failed', 1],
      ]);
      expect(receivedAt(broken.token)).toHaveLength(4);
    });

    it('S25: several senders at once push each notification once (claims skip locked rows)', async () => {
      const { token } = await subscribedResident();
      const admin = await use().signIn('admin');
      const { residentId, apartmentId } = await linkDemoResident(admin, use().db);
      for (let i = 0; i < 6; i++) {
        const inquiry = await createInquiry(admin, {
          residentId,
          apartmentId,
          title: `Yêu cầu ${i}`,
        });
        await admin.patch(`/api/inquiries/${inquiry.id}`).send({ status: 'pending' });
      }
      const reports = await Promise.all([1, 2, 3].map(() => sender({ batch: 2 }).sendPending()));
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
      expect(receivedAt(token)).toHaveLength(6);
    });
  },
  { push: { subject, allowedHosts } },
);
