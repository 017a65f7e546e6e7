import { createHash } from 'node:crypto';
import type { AgentOptions } from 'node:https';
import webpush from 'web-push';
import {
  type Language,
  type PushMessage,
  notificationParamsSchema,
  notificationText,
  notificationTextsIn,
} from '@chungcu/contracts';
import type { ClaimedNotification, StoredSubscription, VapidKeys } from '../db/push.repo';
import { createLimit } from './limit';
import { type Resolve, pinnedAgent, pushTarget, systemResolve } from './push-address';
import { type EndpointPolicy } from './push-endpoints';

/** What one push to one device came to. */
export type Attempt =
  | { result: 'sent' }
  /** The push service reports the subscription gone (404, 410). */
  | { result: 'gone' }
  /** Never sent: the endpoint is not (or no longer) on the list; no connection was made. */
  | { result: 'not-allowed' }
  /** Refused by the push service (4xx) or by the address check (`connected: false`). */
  | { result: 'refused'; error: string; connected: boolean }
  /** A passing failure (no answer, 429, 5xx, DNS): worth another try later. */
  | { result: 'retry'; error: string };

export interface DeliveryOptions {
  policy: EndpointPolicy;
  /** Operator-listed hosts may resolve to private addresses (a push service inside the network). */
  allowPrivateAddresses: boolean;
  /** Pushes in flight at once, whatever the number of notifications and devices. */
  concurrency: number;
  timeoutMs: number;
  subject: string;
  resolve?: Resolve;
  ca?: AgentOptions['ca'];
}

/** A short, stable topic (base64url, ≤ 32): the push service keeps only the newest per topic. */
export const topicOf = (tag: string) =>
  createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** What makes a newer push replace an older one: the same kind about the same thing. */
export const pushTagOf = (n: ClaimedNotification): string => (n.url ? `${n.kind}:${n.url}` : n.id);

/**
 * The message a notification pushes to a device set to `language`: its params worded in that
 * language, or (a row made before params) the stored Vietnamese. `tag` lets a newer one of the
 * same thing replace it.
 */
export function pushMessageOf(n: ClaimedNotification, language: Language = 'vi'): PushMessage {
  // Parsed, not trusted: a row without params (or of a kind this version cannot read) has only
  // the Vietnamese it was stored with.
  const params = notificationParamsSchema.safeParse(n.params);
  const words = params.success ? notificationText(params.data, notificationTextsIn[language]) : n;
  return {
    lang: params.success ? language : 'vi',
    id: n.id,
    title: words.title,
    body: words.body,
    url: n.url ?? '/',
    tag: pushTagOf(n),
    urgent: n.urgent,
  };
}

/** What a push service's or the network's failure says, for the subscription's `last_error`. */
export function errorText(error: unknown): string {
  if (error instanceof webpush.WebPushError)
    return `${error.statusCode} ${error.body || error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** The web push request itself: its options, as `web-push` takes them. */
export interface PushRequest {
  payload: string;
  ttl: number;
  urgent: boolean;
  topic: string;
  vapid: VapidKeys;
}

/**
 * Sends pushes to devices, never to an address inside the network: the endpoint is checked
 * against the list again (a row may predate it, or not have come through the route), its host
 * is resolved once, every address checked, and the connection made to the address checked.
 * At most `concurrency` pushes are in flight at once.
 */
export function createDeliverer(options: DeliveryOptions) {
  const limit = createLimit(options.concurrency);
  const resolve = options.resolve ?? systemResolve;

  async function connect(sub: StoredSubscription, url: URL, allowPrivate: boolean, r: PushRequest) {
    let target;
    try {
      target = await pushTarget(url.hostname, resolve, allowPrivate);
    } catch (error) {
      return { result: 'retry', error: errorText(error) } as const;
    }
    if (!target.ok) return { result: 'refused', error: target.reason, connected: false } as const;
    const agent = pinnedAgent(target, options.ca === undefined ? {} : { ca: options.ca });
    try {
      // The parsed endpoint, so `web-push`'s own URL parsing reads the same host as the check.
      await webpush.sendNotification({ endpoint: url.href, keys: sub.keys }, r.payload, {
        TTL: r.ttl,
        urgency: r.urgent ? 'high' : 'normal',
        topic: r.topic,
        vapidDetails: { subject: options.subject, ...r.vapid },
        timeout: options.timeoutMs,
        agent,
      });
      return { result: 'sent' } as const;
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : 0;
      if (status === 404 || status === 410) return { result: 'gone' } as const;
      const text = errorText(error);
      return status === 0 || status === 429 || status >= 500
        ? ({ result: 'retry', error: text } as const)
        : ({ result: 'refused', error: text, connected: true } as const);
    } finally {
      agent.destroy();
    }
  }

  return function deliver(sub: StoredSubscription, request: PushRequest): Promise<Attempt> {
    const endpoint = options.policy.check(sub.endpoint);
    if (!endpoint) return Promise.resolve({ result: 'not-allowed' });
    const allowPrivate = endpoint.configured && options.allowPrivateAddresses;
    return limit(() => connect(sub, endpoint.url, allowPrivate, request));
  };
}
