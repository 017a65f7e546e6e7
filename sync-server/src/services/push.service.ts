import type { AgentOptions } from 'node:https';
import webpush from 'web-push';
import {
  type Language,
  type PushPublicKey,
  type PushSubscriptionBody,
  limits,
  messages,
} from '@chungcu/contracts';
import type { Db } from '../db/database';
import {
  type ClaimedNotification,
  type PushOutcome,
  type StoredSubscription,
  type VapidKeys,
  pushRepo,
} from '../db/push.repo';
import type { Actor } from './actor';
import { validationFailure } from './errors';
import { onNotificationsCommitted } from './notifications.service';
import type { Resolve } from './push-address';
import { createDeliverer, errorText, pushMessageOf, pushTagOf, topicOf } from './push-delivery';
import { createEndpointPolicy } from './push-endpoints';

export interface PushOptions {
  /** The VAPID subject: a `mailto:` or `https:` contact the push services may write to. */
  subject: string;
  /**
   * Push services beside the browsers' own (`host`, `host:port`, `*.name`): endpoints elsewhere
   * are refused when subscribing and never connected to. Tests list their local service here.
   */
  allowedHosts?: string[];
  /**
   * Lets the hosts of `allowedHosts` (never the browsers' services) resolve to loopback or
   * private addresses: a push service inside the operator's network, or a test's on 127.0.0.1.
   * Listing a host alone is not enough, so a name whose DNS later points inside the network is
   * still refused.
   */
  allowPrivateAddresses?: boolean;
  /** Subscriptions (devices) an account keeps; a new one removes the oldest beyond it (20). */
  maxSubscriptions?: number;
  /** Pushes in flight at once across every notification being sent (default 8). */
  concurrency?: number;
  /** How long a push service keeps an ordinary message for an offline device (default 24 h). */
  ttlSeconds?: number;
  /** The same for urgent ones, sent with `Urgency: high` (default 1 h). */
  urgentTtlSeconds?: number;
  /** Notifications claimed at once (default 20). */
  batch?: number;
  /** How long a claim holds before another sender may take the row again (default 2 min). */
  leaseMs?: number;
  /** Tries of a notification whose push failed for a passing reason (default 5). */
  maxAttempts?: number;
  /** Wait before the next try: 30 s, then 2, 4.5, 8 min (attempt² × `retryBaseMs`). */
  retryBaseMs?: number;
  /** A push service that does not answer within this is a failed try (default 10 s). */
  timeoutMs?: number;
  /** Certificate authorities trusted instead of the system's (tests: their local service's). */
  ca?: AgentOptions['ca'];
  /** Host name resolution (tests give names their own addresses); `dns.lookup` otherwise. */
  resolve?: Resolve;
  log?: (message: string, error?: unknown) => void;
}

/** How many notifications one `sendPending` run handled, by outcome. */
export interface SendReport {
  sent: number;
  none: number;
  failed: number;
  retrying: number;
}

const DAY_S = 24 * 60 * 60;

type Delivery = 'sent' | 'gone' | 'refused' | 'retry';

/**
 * Web push without any third-party service but the browsers' own push services:
 * the VAPID key pair made once and kept in the database, devices' subscriptions, and the sender,
 * which pushes notification rows after the write that made them has committed.
 *
 * Several replicas may send at once: each claims different rows (`for update skip locked`), and
 * rows a dead sender claimed are claimed again when their lease runs out. A subscription the push
 * service reports gone (404, 410) is removed; a passing failure (429, 5xx, no answer) is tried
 * again a few times, later each time; a refusal is recorded. Nothing is sent past its time to
 * live, and a message never asks the push service to keep it longer than what is left of it.
 *
 * The endpoints come from signed-in devices, so the server must not become a way into its own
 * network: only the browsers' push services (and hosts the operator lists) are accepted, and
 * checked again when sending, by address (push-delivery.ts). One notification reaches at most
 * `maxSubscriptions` devices, each at most `maxAttempts` times, `concurrency` pushes at once.
 */
export function createPushService(db: Db, options: PushOptions) {
  const ttl = options.ttlSeconds ?? DAY_S;
  const urgentTtl = options.urgentTtlSeconds ?? 60 * 60;
  const batch = options.batch ?? 20;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxSubscriptions = options.maxSubscriptions ?? limits.pushSubscriptionsPerUser;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const policy = createEndpointPolicy(options.allowedHosts);
  const push = createDeliverer({
    policy,
    allowPrivateAddresses: options.allowPrivateAddresses === true,
    concurrency: options.concurrency ?? 8,
    timeoutMs: options.timeoutMs ?? 10_000,
    subject: options.subject,
    resolve: options.resolve,
    ca: options.ca,
  });

  let keys: Promise<VapidKeys> | null = null;
  /** The key pair: read (or made) once per process, then remembered. */
  const vapid = () => {
    keys ??= pushRepo
      .vapidKeys(db, () => webpush.generateVAPIDKeys())
      .catch((error) => {
        keys = null;
        throw error;
      });
    return keys;
  };

  async function deliver(
    sub: StoredSubscription,
    n: ClaimedNotification,
    payload: string,
    topic: string,
  ): Promise<Delivery> {
    const life = n.urgent ? urgentTtl : ttl;
    const left = Math.max(0, life - Math.floor((Date.now() - n.createdAt.getTime()) / 1000));
    const attempt = await push(sub, {
      payload,
      ttl: left,
      urgent: n.urgent,
      topic,
      vapid: await vapid(),
    });
    switch (attempt.result) {
      case 'sent':
        await pushRepo.subscriptionSucceeded(db, sub.id);
        return 'sent';
      case 'gone':
        await pushRepo.removeSubscription(db, sub.id);
        return 'gone';
      case 'not-allowed':
        // Stored before the list or not through the route: it can never be sent to.
        log(`push ${n.id}: endpoint refused, subscription ${sub.id} removed`);
        await pushRepo.removeSubscription(db, sub.id);
        return 'refused';
      case 'refused':
        await pushRepo.subscriptionFailed(
          db,
          sub.id,
          attempt.connected ? attempt.error : `refused: ${attempt.error}`,
        );
        return 'refused';
      case 'retry':
        await pushRepo.subscriptionFailed(db, sub.id, attempt.error);
        return 'retry';
    }
  }

  /** Pushes one claimed notification to every device of its user. */
  async function send(n: ClaimedNotification): Promise<PushOutcome> {
    // Claimed once more than allowed (a sender stopped during its last try): not sent again.
    if (n.attempts > maxAttempts) return { state: 'failed', error: 'hết số lần thử' };
    const subs = await pushRepo.subscriptionsOf(db, n.userId, maxSubscriptions);
    if (subs.length === 0) return { state: 'none' };
    // One payload per language among the user's devices, each in the language chosen on it.
    const payloads = new Map<Language, string>();
    const payloadIn = (language: Language) => {
      let payload = payloads.get(language);
      if (payload === undefined) {
        payload = JSON.stringify(pushMessageOf(n, language));
        payloads.set(language, payload);
      }
      return payload;
    };
    const topic = topicOf(pushTagOf(n));
    const results = await Promise.all(
      subs.map((sub) =>
        deliver(sub, n, payloadIn(sub.language), topic).catch((error: unknown) => {
          log(`push ${n.id}`, error);
          return 'retry' as const;
        }),
      ),
    );
    if (results.includes('retry')) {
      const error = `${results.filter((r) => r === 'retry').length} thiết bị chưa nhận, thử lại sau`;
      if (n.attempts < maxAttempts) {
        return { state: 'pending', error, retryInMs: n.attempts * n.attempts * retryBaseMs };
      }
      return { state: results.includes('sent') ? 'sent' : 'failed', error };
    }
    if (results.includes('sent')) return { state: 'sent' };
    return results.every((r) => r === 'gone') ? { state: 'none' } : { state: 'failed' };
  }

  let running: Promise<SendReport> | null = null;
  let again = false;

  /**
   * Sends what waits: expires what is past its time to live, then claims and pushes batch after
   * batch until none is left. Never throws; what failed is recorded on its row.
   */
  async function sendPending(): Promise<SendReport> {
    const report: SendReport = { sent: 0, none: 0, failed: 0, retrying: 0 };
    await pushRepo.expireStale(db, ttl, urgentTtl);
    const tried: string[] = [];
    for (let round = 0; round < 50; round++) {
      const claimed = await pushRepo.claimPending(db, batch, leaseMs, tried);
      if (claimed.length === 0) break;
      tried.push(...claimed.map((n) => n.id));
      await Promise.all(
        claimed.map(async (n) => {
          const outcome = await send(n).catch((error: unknown): PushOutcome => {
            log(`push ${n.id}`, error);
            // Every claim is a try, this one too: a send that keeps failing stops all the same.
            return n.attempts < maxAttempts
              ? { state: 'pending', error: errorText(error), retryInMs: retryBaseMs }
              : { state: 'failed', error: errorText(error) };
          });
          await pushRepo.finish(db, n.id, outcome);
          report[outcome.state === 'pending' ? 'retrying' : outcome.state]++;
        }),
      );
    }
    return report;
  }

  /** One run at a time in this process; a wake during a run makes one more run after it. */
  function runSoon(): Promise<SendReport> {
    if (running) {
      again = true;
      return running;
    }
    running = sendPending()
      .catch((error: unknown) => {
        log('push sender', error);
        return { sent: 0, none: 0, failed: 0, retrying: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void runSoon();
        }
      });
    return running;
  }

  return {
    /** GET /api/push/public-key: the key devices subscribe with (made on first need). */
    async publicKey(): Promise<PushPublicKey> {
      return { publicKey: (await vapid()).publicKey };
    },

    /**
     * POST /api/push/subscriptions: this device gets the caller's pushes from now on. Only a
     * browser's push service (or a host the operator listed) is stored; the caller's oldest
     * devices beyond `maxSubscriptions` are forgotten.
     */
    async subscribe(actor: Actor, body: PushSubscriptionBody): Promise<void> {
      if (!policy.check(body.endpoint)) {
        const message = messages.notification.endpointNotAllowed;
        throw validationFailure(message, [{ path: ['endpoint'], message }]);
      }
      await pushRepo.upsertSubscription(db, actor.userId, body, maxSubscriptions);
    },

    /** DELETE /api/push/subscriptions: the caller's own subscription at `endpoint` ends. */
    async unsubscribe(actor: Actor, endpoint: string): Promise<void> {
      await pushRepo.deleteSubscription(db, actor.userId, endpoint);
    },

    sendPending,

    /**
     * Sends after every commit that made notifications in this process, and every `intervalMs`
     * what other processes left (a replica stopped mid-send, retries due). Answers the stop.
     */
    start(intervalMs = 30_000): () => Promise<void> {
      const stopWaking = onNotificationsCommitted(() => void runSoon());
      const timer = setInterval(() => void runSoon(), intervalMs);
      timer.unref();
      void runSoon();
      return async () => {
        stopWaking();
        clearInterval(timer);
        await running;
      };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
