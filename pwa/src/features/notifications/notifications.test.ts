import { type AppNotification, messages, pushSubscriptionSchema, uuidv7 } from '@chungcu/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopLiveTables, tablesStore } from '../../data';
import type { ChungCuDb } from '../../data/db';
import { toMirrorRow } from '../../data/entities';
import { freshDb } from '../../data/test-device';
import { chosenLocale } from '../../lib/i18n/test-support';
import { type PushEnvironment, pushSupport, subscriptionBody } from './device-push';
import { newestFirst, unreadCount } from './logic';
import { markAllRead, markRead } from './mutations';

let db: ChungCuDb;
/** The database the test opened, deleted after it (the push-support tests open none). */
let opened: ChungCuDb | undefined;
afterEach(async () => {
  if (!opened) return;
  stopLiveTables(opened);
  await opened.delete();
  opened = undefined;
});

/** This device signed in as the demo resident. */
async function residentDevice() {
  db = opened = await freshDb();
  await db.meta.put({
    key: 'currentUser',
    value: { id: 'resident-001', email: 'resident@chungcu.demo', role: 'resident' },
  });
  return db;
}

/** A notification as a pull stores it. */
async function pulled(minutesAgo: number, fields: Partial<AppNotification> = {}) {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const row: AppNotification = {
    id: uuidv7(),
    version: 40 + minutesAgo,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
    userId: 'resident-001',
    kind: 'inquiryStatus',
    title: 'Yêu cầu của bạn: Đang xử lý',
    body: '“Vòi nước bị rò rỉ” đã chuyển sang trạng thái “Đang xử lý”.',
    url: '/inquiries/0193a1f0-0000-7000-8000-000000000001',
    urgent: false,
    readAt: null,
    params: null,
    ...fields,
  };
  await db.notifications.put(toMirrorRow('notification', row) as never);
  return row;
}

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((e) => ('name' in e ? [e.name, e.args] : []));

describe('the bell on the device', () => {
  it('counts the unread, lists newest first, and the count falls at once when one is opened, offline', async () => {
    await residentDevice();
    const old = await pulled(60, { readAt: new Date().toISOString() });
    const middle = await pulled(30);
    const newest = await pulled(1, { kind: 'announcement', title: 'Cắt nước', url: null });
    const bell = tablesStore(db, ['notifications'], (rows) => {
      const all = [...rows.values()] as unknown as AppNotification[];
      return { unread: unreadCount(all), ids: newestFirst(all).map((n) => n.id) };
    });
    const stop = bell.subscribe(() => {});
    await vi.waitFor(() => expect(bell.getSnapshot()?.unread).toBe(2));
    expect(bell.getSnapshot()?.ids).toEqual([newest.id, middle.id, old.id]);

    // No network is involved: the mutation runs on the mirror and waits in the outbox.
    await markRead(middle, { db });
    await vi.waitFor(() => expect(bell.getSnapshot()?.unread).toBe(1));
    expect((await db.notifications.get(middle.id))?.readAt).not.toBeNull();
    expect(await queued()).toEqual([['markNotificationsRead', { ids: [middle.id] }]]);
    // Opening one already read queues nothing more.
    await markRead(old, { db });
    expect(await queued()).toHaveLength(1);
    stop();
  });

  it('marks every unread one shown in one change', async () => {
    await residentDevice();
    const a = await pulled(5);
    const b = await pulled(3);
    const read = await pulled(2, { readAt: new Date().toISOString() });
    await markAllRead([a, b, read], { db });
    expect(unreadCount((await db.notifications.toArray()) as AppNotification[])).toBe(0);
    expect(await queued()).toEqual([['markNotificationsRead', { ids: [a.id, b.id] }]]);
    await markAllRead(
      [a, b, read].map((n) => ({ ...n, readAt: 'x' })),
      { db },
    );
    expect(await queued()).toHaveLength(1);
  });

  it('marks a long backlog in changes the server takes (at most 500 each)', async () => {
    await residentDevice();
    const many = await Promise.all(Array.from({ length: 501 }, (_, i) => pulled(i + 10)));
    await markAllRead(many, { db });
    expect((await queued()).map(([, args]) => (args as { ids: string[] }).ids.length)).toEqual([
      500, 1,
    ]);
    expect(unreadCount((await db.notifications.toArray()) as AppNotification[])).toBe(0);
  });

  it("one this device does not hold (another's) is refused as the server would, nothing queued", async () => {
    await residentDevice();
    const theirs = { ...(await pulled(1)), id: uuidv7() };
    await expect(markRead(theirs, { db })).rejects.toThrow(messages.notification.notFound);
    expect(await queued()).toEqual([]);
  });
});

describe('whether this device can get pushes', () => {
  const env = (fields: Partial<PushEnvironment>): PushEnvironment => ({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    maxTouchPoints: 0,
    platform: 'Linux x86_64',
    standalone: false,
    hasPush: true,
    ...fields,
  });
  const iphone = (version: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1`;

  it('on iPhone and iPad: only from the Home Screen, and from iOS 16.4', () => {
    expect(pushSupport(env({ userAgent: iphone('16_3'), standalone: true }))).toBe('ios-too-old');
    expect(pushSupport(env({ userAgent: iphone('17_1'), hasPush: false }))).toBe('ios-install');
    expect(pushSupport(env({ userAgent: iphone('16_4'), standalone: true }))).toBe('ok');
    // iPadOS says it is a Mac; its touch screen gives it away.
    const ipad = env({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.2 Safari/605.1.15',
      platform: 'MacIntel',
      maxTouchPoints: 5,
    });
    expect(pushSupport(ipad)).toBe('ios-install');
  });

  it('elsewhere, the Push API decides', () => {
    expect(pushSupport(env({}))).toBe('ok');
    expect(pushSupport(env({ hasPush: false }))).toBe('unsupported');
  });
});

describe('the subscription the server is given', () => {
  afterEach(() => chosenLocale.set('vi'));
  // What `PushSubscription.toJSON()` gives (Chrome's endpoint, a 65-byte key, a 16-byte secret).
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
  } as unknown as PushSubscription;

  it('names the language chosen on the device, which the server pushes in', () => {
    expect(pushSubscriptionSchema.parse(subscriptionBody(subscription)).language).toBe('vi');
    chosenLocale.set('en');
    expect(pushSubscriptionSchema.parse(subscriptionBody(subscription))).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      language: 'en',
    });
  });
});
