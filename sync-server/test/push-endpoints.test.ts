import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, messages, uuidv7 } from '@chungcu/contracts';
import { isBlockedAddress, pushTarget } from '../src/services/push-address';
import { createEndpointPolicy } from '../src/services/push-endpoints';
import { type PushOptions, createPushService } from '../src/services/push.service';
import { countRows, describeEachDatabase } from './harness';
import { deviceKeys, pushServiceCa, startInternalListener } from './push-fixtures';

const m = messages.notification;

/** An internal service on 127.0.0.1 that no push may ever reach here. */
let internal: Awaited<ReturnType<typeof startInternalListener>>;
beforeAll(async () => {
  internal = await startInternalListener();
});
afterAll(() => internal.close());

describe('push endpoint policy and address guard', () => {
  it('blocks loopback, private, link-local, unique-local, metadata and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      'ff02::1',
      'not an address',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['142.250.74.74', '172.32.0.1', '2a00:1450:4001:82b::200a'])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  it('refuses a host when any of its addresses is private; resolves it once', async () => {
    const calls: string[] = [];
    const resolve = async (hostname: string) => {
      calls.push(hostname);
      return [
        { address: '142.250.74.74', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ];
    };
    expect(await pushTarget('fcm.googleapis.com', resolve, false)).toEqual({
      ok: false,
      reason: 'fcm.googleapis.com → 10.0.0.1: private address',
    });
    expect(calls).toEqual(['fcm.googleapis.com']);
    // An IP literal is its own address: nothing to resolve.
    expect(await pushTarget('[::1]', resolve, false)).toMatchObject({ ok: false });
    expect(calls).toHaveLength(1);
  });

  it('an operator-listed host is exact: its port, its name, no IP literal stands for a browser’s', () => {
    const policy = createEndpointPolicy(['127.0.0.1:8443', '*.push.example.net']);
    expect(policy.check('https://127.0.0.1:8443/p/1')).toMatchObject({ configured: true });
    expect(policy.check('https://0x7f.1:8443/p/1')).toMatchObject({ configured: true });
    expect(policy.check('https://127.0.0.1/p/1')).toBeNull();
    expect(policy.check('https://127.0.0.1:9/p/1')).toBeNull();
    expect(policy.check('https://a.push.example.net/x')).toMatchObject({ configured: true });
    expect(policy.check('https://push.example.net/x')).toBeNull();
    expect(policy.check('https://fcm.googleapis.com/fcm/send/x')).toMatchObject({
      configured: false,
    });
    expect(() => createEndpointPolicy(['https://x/'])).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => createEndpointPolicy(['*.10.0.0.1'])).toThrow(/PUSH_ALLOWED_HOSTS/);
  });
});

/** Endpoints a resident could post to make the server scan its own network. */
const refused = [
  'https://127.0.0.1:9/',
  'https://10.0.0.1/',
  'https://192.168.1.1/',
  'https://169.254.169.254/latest/meta-data/',
  'https://[::1]/',
  'https://[::ffff:127.0.0.1]/',
  'https://[fd00:ec2::254]/',
  'https://0.0.0.0/',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://localhost/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://push.example.net/send/1',
  'https://fcm.googleapis.com:8443/fcm/send/1',
  'https://fcm.googleapis.com.evil.example/fcm/send/1',
  'https://evil-fcm.googleapis.com/fcm/send/1',
  'https://notify.windows.com/w/?token=1',
];

/** Real shapes of the browsers' endpoints. */
const browsers = [
  'https://fcm.googleapis.com/fcm/send/dXk1:APA91bE',
  'https://fcm.googleapis.com/wp/dXk1:APA91bE',
  'https://android.googleapis.com/gcm/send/dXk1:APA91bE',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
  'https://web.push.apple.com/QGpx3Yk',
];

describeEachDatabase('push endpoints: the browsers’ push services only', (use) => {
  const post = async (endpoint: string) => {
    const resident = await use().signIn('resident');
    return resident.post('/api/push/subscriptions').send({ endpoint, keys: deviceKeys().keys });
  };

  it('refuses every endpoint that is not a browser’s push service with 400, storing nothing', async () => {
    for (const endpoint of refused) {
      const res = await post(endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.message, endpoint).toBe(m.endpointNotAllowed);
    }
    expect(await countRows(use().db, 'push_subscriptions')).toBe(0);
  });

  it('accepts the push services of Chrome, Android, Firefox, Edge and Safari', async () => {
    for (const endpoint of browsers) expect((await post(endpoint)).status, endpoint).toBe(201);
    expect(await countRows(use().db, 'push_subscriptions')).toBe(browsers.length);
  });

  it('an account keeps its newest subscriptions only; a device posting again is newest', async () => {
    const max = limits.pushSubscriptionsPerUser;
    const resident = await use().signIn('resident');
    const admin = await use().signIn('admin');
    const endpoints = Array.from(
      { length: max + 5 },
      (_, i) => `https://fcm.googleapis.com/fcm/send/${i}-${uuidv7()}`,
    );
    const adminEndpoint = `https://web.push.apple.com/${uuidv7()}`;
    expect(
      (
        await admin
          .post('/api/push/subscriptions')
          .send({ endpoint: adminEndpoint, keys: deviceKeys().keys })
      ).status,
    ).toBe(201);
    const subscribe = async (endpoint: string) =>
      expect(
        (await resident.post('/api/push/subscriptions').send({ endpoint, keys: deviceKeys().keys }))
          .status,
      ).toBe(201);
    for (const endpoint of endpoints) await subscribe(endpoint);
    const kept = async () =>
      (await use().db('push_subscriptions').where({ user_id: 'resident-001' }).select('endpoint'))
        .map((row) => row.endpoint as string)
        .sort();
    expect(await kept()).toEqual(endpoints.slice(5).sort());

    // The oldest kept device opens the app again: the next new one removes the one after it.
    const [again, next] = [endpoints[5] as string, endpoints[6] as string];
    await subscribe(again);
    await subscribe(`https://fcm.googleapis.com/fcm/send/new-${uuidv7()}`);
    const after = await kept();
    expect(after).toHaveLength(max);
    expect(after).toContain(again);
    expect(after).not.toContain(next);
    // Another account's devices are theirs: untouched.
    expect(await use().db('push_subscriptions').where({ endpoint: adminEndpoint })).toHaveLength(1);
  });

  /** A subscription stored without the route (an older server, a hand-made row). */
  async function storedSubscription(endpoint: string) {
    const { keys } = deviceKeys();
    await use().db('push_subscriptions').insert({
      id: uuidv7(),
      user_id: 'resident-001',
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
  }

  async function notifyResident() {
    const id = uuidv7();
    await use().db('notifications').insert({
      id,
      version: 0,
      user_id: 'resident-001',
      kind: 'announcement',
      title: 'Cắt nước',
      body: 'Tòa B',
    });
    return id;
  }

  const sender = (options: Partial<PushOptions> = {}) =>
    createPushService(use().db, {
      subject: 'mailto:quantri@chungcu.example',
      ca: pushServiceCa,
      timeoutMs: 2000,
      log: () => {},
      ...options,
    });

  it('when sending, an endpoint off the list is never connected to, and its row is removed', async () => {
    const port = internal.port;
    for (const endpoint of [
      `https://127.0.0.1:${port}/a`,
      `https://0x7f.1:${port}/b`,
      `https://2130706433:${port}/c`,
      `https://localhost:${port}/d`,
    ])
      await storedSubscription(endpoint);
    const id = await notifyResident();
    expect(await sender().sendPending()).toMatchObject({ failed: 1, sent: 0, retrying: 0 });
    expect(internal.seen.connections).toBe(0);
    expect(await countRows(use().db, 'push_subscriptions')).toBe(0);
    expect(await use().db('notifications').where({ id }).first()).toMatchObject({
      push_state: 'failed',
    });
  });

  it('when sending, a listed host whose name resolves to a private address is refused, unconnected', async () => {
    const endpoint = `https://push.test:${internal.port}/p/1`;
    await storedSubscription(endpoint);
    await notifyResident();
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const listed = { allowedHosts: [`push.test:${internal.port}`], resolve };
    expect(await sender(listed).sendPending()).toMatchObject({ failed: 1 });
    expect(internal.seen.connections).toBe(0);
    const [row] = await use().db('push_subscriptions').where({ endpoint });
    expect(row?.last_error).toBe(`refused: push.test → 127.0.0.1: private address`);

    // The same listed host with private addresses allowed is reached: the listener would see it.
    await notifyResident();
    await sender({ ...listed, allowPrivateAddresses: true }).sendPending();
    expect(internal.seen.connections).toBeGreaterThan(0);
    internal.seen.connections = 0;
  });
});
