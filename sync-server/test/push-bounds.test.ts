import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { limits, uuidv7 } from '@chungcu/contracts';
import type { PushOptions } from '../src/services/push.service';
import { describeEachDatabase } from './harness';
import { deviceKeys, localSender, startPushService } from './push-fixtures';

let service: Awaited<ReturnType<typeof startPushService>>;
/** What the local push service answers, and after how long. */
let answer = 201;
let delayMs = 0;
/** The local push service's host, listed once it listens (before the suite's app is made). */
const allowedHosts: string[] = [];

beforeAll(async () => {
  service = await startPushService(
    () => answer,
    () => delayMs,
  );
  allowedHosts.push(`127.0.0.1:${service.port}`);
});
afterAll(() => service.close());
beforeEach(() => {
  answer = 201;
  delayMs = 0;
  service.open.max = 0;
});

const subject = 'mailto:quantri@chungcu.example';

describeEachDatabase(
  'web push bounds: devices per account, pushes at once, tries per notification',
  (use) => {
    const sender = (options: Partial<PushOptions> = {}) =>
      localSender(use().db, allowedHosts, options);

    /** `count` devices of the demo resident at the local service; answers their tokens. */
    async function devices(count: number) {
      const resident = await use().signIn('resident');
      const tokens: string[] = [];
      for (let i = 0; i < count; i++) {
        const token = uuidv7();
        const res = await resident
          .post('/api/push/subscriptions')
          .send({ endpoint: `${service.origin}/push/${token}`, keys: deviceKeys().keys });
        expect(res.status).toBe(201);
        tokens.push(token);
      }
      return tokens;
    }

    async function notifyResident(count = 1) {
      for (let i = 0; i < count; i++)
        await use()
          .db('notifications')
          .insert({
            id: uuidv7(),
            version: 0,
            user_id: 'resident-001',
            kind: 'announcement',
            title: `Thông báo ${i}`,
            body: 'Tòa B',
          });
    }

    const reached = (tokens: string[]) =>
      service.received.filter((r) => tokens.some((t) => r.path.endsWith(t))).length;

    it('pushes go out a bounded number at once, across notifications and devices', async () => {
      const tokens = await devices(10);
      await notifyResident(3);
      delayMs = 40;
      expect(await sender({ concurrency: 3 }).sendPending()).toMatchObject({ sent: 3 });
      expect(reached(tokens)).toBe(30);
      expect(service.open.max).toBe(3);
    });

    it('one notification to many failing devices: at most the newest 20, each at most maxAttempts times', async () => {
      const tokens = await devices(limits.pushSubscriptionsPerUser + 5);
      answer = 503;
      await notifyResident();
      const push = sender({ retryBaseMs: 0, maxAttempts: 3 });
      for (let run = 0; run < 5; run++) await push.sendPending();
      expect(reached(tokens)).toBe(limits.pushSubscriptionsPerUser * 3);
      expect(reached(tokens.slice(0, 5))).toBe(0);
      const [row] = await use().db('notifications').where({ user_id: 'resident-001' });
      expect(row).toMatchObject({ push_state: 'failed', push_attempts: 3 });
    });

    it('rows stored beyond the bound without the route (an older server’s): only the newest 20 get it', async () => {
      const tokens = Array.from({ length: limits.pushSubscriptionsPerUser + 5 }, () => uuidv7());
      const start = Date.now() - 60_000;
      await use()
        .db('push_subscriptions')
        .insert(
          tokens.map((token, i) => ({
            id: uuidv7(),
            user_id: 'resident-001',
            endpoint: `${service.origin}/push/${token}`,
            ...deviceKeys().keys,
            created_at: new Date(start + i * 1000),
            updated_at: new Date(start + i * 1000),
          })),
        );
      await notifyResident();
      expect(await sender().sendPending()).toMatchObject({ sent: 1 });
      expect(reached(tokens)).toBe(limits.pushSubscriptionsPerUser);
      expect(reached(tokens.slice(0, 5))).toBe(0);
    });

    it('a notification claimed past its tries (its sender stopped during the last) is not sent again', async () => {
      const tokens = await devices(1);
      await notifyResident();
      await use().db('notifications').update({ push_attempts: 3 });
      expect(await sender({ maxAttempts: 3 }).sendPending()).toMatchObject({ failed: 1 });
      expect(reached(tokens)).toBe(0);
    });

    it('connects to the address checked, once resolved: a name no resolver knows, SNI and Host kept', async () => {
      const { keys } = deviceKeys();
      const token = uuidv7();
      const host = `push.test:${service.port}`;
      await use()
        .db('push_subscriptions')
        .insert({
          id: uuidv7(),
          user_id: 'resident-001',
          endpoint: `https://${host}/push/${token}`,
          p256dh: keys.p256dh,
          auth: keys.auth,
        });
      await notifyResident();
      const lookups: string[] = [];
      const push = sender({
        allowedHosts: [host],
        resolve: async (hostname) => {
          lookups.push(hostname);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      });
      expect(await push.sendPending()).toMatchObject({ sent: 1 });
      expect(lookups).toEqual(['push.test']);
      const [request] = service.received.filter((r) => r.path.endsWith(token));
      expect(request?.headers.host).toBe(host);
    });
  },
  { push: { subject, allowedHosts } },
);
