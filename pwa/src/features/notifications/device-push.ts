import { type PushPublicKey, type PushSubscriptionBody } from '@chungcu/contracts';
import { forgetPushSubscription, http } from '../../data';
import { chosenLocale } from '../../lib/i18n';

/** Where this device stands with web push, as the switch shows it. */
export type PushState = 'unsupported' | 'ios-install' | 'ios-too-old' | 'blocked' | 'off' | 'on';

/** What the checks read of the browser (a test passes its own). */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  platform: string;
  standalone: boolean;
  hasPush: boolean;
}

export function browserEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    platform: nav.platform ?? '',
    standalone: nav.standalone === true || matchMedia('(display-mode: standalone)').matches,
    hasPush: 'serviceWorker' in nav && 'PushManager' in globalThis && 'Notification' in globalThis,
  };
}

/**
 * Whether this browser can receive pushes at all. iPhones and iPads can from iOS/iPadOS 16.4,
 * and only in the app added to the Home Screen (opened from there); elsewhere the Push API's
 * presence decides.
 */
export function pushSupport(
  env: PushEnvironment,
): 'ok' | 'unsupported' | 'ios-install' | 'ios-too-old' {
  const ios =
    /iPad|iPhone|iPod/.test(env.userAgent) ||
    (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
  if (ios) {
    const match = /OS (\d+)_(\d+)/.exec(env.userAgent);
    const [major, minor] = match ? [Number(match[1]), Number(match[2])] : [99, 0];
    if (major < 16 || (major === 16 && minor < 4)) return 'ios-too-old';
    if (!env.standalone) return 'ios-install';
  }
  return env.hasPush ? 'ok' : 'unsupported';
}

const registration = () => navigator.serviceWorker.ready;

/** This device's state now: asks nothing of the person. */
export async function currentPushState(env = browserEnvironment()): Promise<PushState> {
  const support = pushSupport(env);
  if (support !== 'ok') return support;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  // No worker registered (a development server): nothing could show a push.
  const worker = await navigator.serviceWorker.getRegistration();
  if (!worker) return 'unsupported';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The subscription as the server takes it, with the language its pushes are to be written in. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    language: chosenLocale.get(),
  };
}

/**
 * Asks for the permission (only ever from the button), subscribes with the server's key and
 * gives the server this device's subscription. A subscription made with another key (the
 * server's database was replaced) is made again.
 */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { body } = await http<PushPublicKey>('GET', '/api/push/public-key');
  const key = keyBytes(body.publicKey);
  const { pushManager } = await registration();
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await http('POST', '/api/push/subscriptions', { body: subscriptionBody(subscription) });
  return 'on';
}

/** Stops pushes to this device: the browser's subscription and the server's copy. */
export async function disablePush(): Promise<PushState> {
  await forgetPushSubscription(http);
  return 'off';
}

let renewing: Promise<void> = Promise.resolve();

/**
 * Tells the server again which account this device's subscription belongs to (someone else may
 * have signed in on it since) and the language chosen on it: never asks for anything, does
 * nothing without a subscription. One at a time, in order, so the last language chosen (a sign-in
 * sets the account's just after the bell first renews) is the one the server keeps.
 */
export function renewPush(): Promise<void> {
  renewing = renewing.catch(() => undefined).then(renewOnce);
  return renewing;
}

async function renewOnce(): Promise<void> {
  if (pushSupport(browserEnvironment()) !== 'ok' || Notification.permission !== 'granted') return;
  const worker = await navigator.serviceWorker.getRegistration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription)
    await http('POST', '/api/push/subscriptions', { body: subscriptionBody(subscription) });
}
