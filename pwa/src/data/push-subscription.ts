import type { Http } from '../lib/http';

/**
 * Ends this device's web push subscription: the server's copy first (best effort:
 * offline, the push service's "gone" answer removes it at the next push), then the browser's, so
 * a device signed out never shows its last user's notifications. Nothing to do where the browser
 * has no service worker or no subscription.
 */
export async function forgetPushSubscription(http: Http): Promise<void> {
  const container = globalThis.navigator?.serviceWorker;
  const registration = await container?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  if (!subscription) return;
  await http('DELETE', '/api/push/subscriptions', {
    body: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
