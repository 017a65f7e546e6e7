import {
  type Language,
  type PushSubscriptionBody,
  defaultLanguage,
  isLanguage,
} from '@chungcu/contracts';
import type { Db, Tx } from './database';
import { jsonColumn } from './rows';

/** The server's VAPID key pair (base64url, as `web-push` makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A device's subscription as the sender uses it. */
export interface StoredSubscription {
  id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The language the device's pushes are written in. */
  language: Language;
}

/** A notification claimed for sending. */
export interface ClaimedNotification {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  /** What it says as data (null on rows made before `params`): each push words it anew. */
  params: unknown;
  url: string | null;
  urgent: boolean;
  createdAt: Date;
  attempts: number;
}

/** What became of a claimed notification's push. */
export type PushOutcome =
  | { state: 'sent' | 'none' | 'failed'; error?: string | null }
  | { state: 'pending'; error: string; retryInMs: number };

const rowsOf = <T>(result: { rows?: T[] } | T[]): T[] =>
  Array.isArray(result) ? result : (result.rows ?? []);

/** Queries for VAPID keys, push subscriptions and the sender's claims. */
export const pushRepo = {
  /**
   * The one key pair: made by `generate` when none exists yet. Replicas racing here each try to
   * insert theirs; the first insert wins (`on conflict do nothing`) and every one reads it back.
   */
  async vapidKeys(db: Db, generate: () => VapidKeys): Promise<VapidKeys> {
    const read = () => db('vapid_keys').where({ id: 1 }).first('public_key', 'private_key');
    let row = await read();
    if (!row) {
      const made = generate();
      await db('vapid_keys')
        .insert({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
        .onConflict('id')
        .ignore();
      row = await read();
    }
    if (!row) throw new Error('vapid_keys: no row after insert');
    return { publicKey: row.public_key as string, privateKey: row.private_key as string };
  },

  /**
   * Stores a device's subscription for `userId`; an endpoint known already moves to them. The
   * user keeps only their `keep` most recently posted subscriptions: each device posts its own
   * again when it opens the app, so the oldest beyond that are the devices gone quiet. The user's
   * row is locked first, so two posts at once cannot both leave `keep` others and end above it.
   */
  async upsertSubscription(
    db: Db,
    userId: string,
    body: PushSubscriptionBody,
    keep: number,
  ): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('users').where({ id: userId }).forUpdate().first('id');
      // The statement's own clock: posts in one millisecond still order as they came.
      const now = trx.raw('clock_timestamp()');
      await trx('push_subscriptions')
        .insert({
          id: trx.raw('gen_random_uuid()'),
          user_id: userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          language: body.language ?? defaultLanguage,
          created_at: now,
          updated_at: now,
        })
        .onConflict('endpoint')
        .merge({
          user_id: userId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          // A device that did not say keeps the language it last gave.
          ...(body.language ? { language: body.language } : {}),
          updated_at: now,
          failures: 0,
          last_error: null,
        });
      const newest = trx('push_subscriptions')
        .where({ user_id: userId })
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'created_at', order: 'desc' },
        ])
        .limit(keep)
        .select('id');
      await trx('push_subscriptions').where({ user_id: userId }).whereNotIn('id', newest).delete();
    });
  },

  /** Removes `userId`'s subscription at `endpoint`; another user's stays. Answers the count. */
  async deleteSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
    return db('push_subscriptions').where({ user_id: userId, endpoint }).delete();
  },

  /**
   * The user's `take` most recently posted subscriptions: however many rows an older server
   * stored, one notification never goes to more devices than an account may keep.
   */
  async subscriptionsOf(db: Db, userId: string, take: number): Promise<StoredSubscription[]> {
    const rows = await db('push_subscriptions')
      .where({ user_id: userId })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'created_at', order: 'desc' },
      ])
      .limit(take);
    return rows.map((row) => ({
      id: row.id as string,
      userId: row.user_id as string,
      endpoint: row.endpoint as string,
      keys: { p256dh: row.p256dh as string, auth: row.auth as string },
      language: isLanguage(row.language) ? row.language : defaultLanguage,
    }));
  },

  /** The push service said the subscription is gone (404, 410): it is forgotten. */
  async removeSubscription(db: Db, id: string): Promise<void> {
    await db('push_subscriptions').where({ id }).delete();
  },

  async subscriptionSucceeded(db: Db, id: string): Promise<void> {
    await db('push_subscriptions')
      .where({ id })
      .update({ last_success_at: new Date(), failures: 0, last_error: null });
  },

  async subscriptionFailed(db: Db, id: string, error: string): Promise<void> {
    await db('push_subscriptions')
      .where({ id })
      .update({
        last_failure_at: new Date(),
        failures: db.raw('failures + 1'),
        last_error: error.slice(0, 500),
      });
  },

  /**
   * Pending notifications past their time to live are not sent any more: a push days late is
   * worse than none (the bell still shows them).
   */
  async expireStale(db: Db, ttlSeconds: number, urgentTtlSeconds: number): Promise<number> {
    return db('notifications')
      .where({ push_state: 'pending' })
      .andWhere((q) => {
        q.where((u) => {
          u.where({ urgent: false }).andWhereRaw(`created_at < now() - (? * interval '1 second')`, [
            ttlSeconds,
          ]);
        }).orWhere((u) => {
          u.where({ urgent: true }).andWhereRaw(`created_at < now() - (? * interval '1 second')`, [
            urgentTtlSeconds,
          ]);
        });
      })
      .update({ push_state: 'expired', push_claimed_until: null });
  },

  /**
   * Claims up to `take` pending notifications whose claim (or wait before a retry) has run out,
   * oldest first, for `leaseMs`: `for update skip locked` lets several replicas claim at once,
   * each different rows, and a sender that dies leaves its rows to be claimed again when the
   * lease ends. Each claim counts as a try; rows in `skip` (tried already in this run) wait for
   * the next run.
   */
  async claimPending(
    db: Db | Tx,
    take: number,
    leaseMs: number,
    skip: readonly string[] = [],
  ): Promise<ClaimedNotification[]> {
    const result = await db.raw(
      `update notifications n
          set push_claimed_until = now() + (:leaseMs * interval '1 millisecond'),
              push_attempts = n.push_attempts + 1
        where n.id in (
          select p.id from notifications p
           where p.push_state = 'pending'
             and (p.push_claimed_until is null or p.push_claimed_until < now())
             and not (p.id = any(:skip::uuid[]))
           order by p.created_at
           limit :take
           for update skip locked)
        returning n.id, n.user_id, n.kind, n.title, n.body, n.params, n.url, n.urgent,
                  n.created_at, n.push_attempts`,
      { take, leaseMs, skip: `{${skip.join(',')}}` },
    );
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      id: row.id as string,
      userId: row.user_id as string,
      kind: row.kind as string,
      title: row.title as string,
      body: row.body as string,
      params: jsonColumn(row.params),
      url: (row.url as string | null) ?? null,
      urgent: row.urgent === true,
      createdAt: new Date(row.created_at as string | Date),
      attempts: Number(row.push_attempts),
    }));
  },

  /** Records what became of a claimed notification's push. */
  async finish(db: Db, id: string, outcome: PushOutcome): Promise<void> {
    const error = outcome.error ? outcome.error.slice(0, 500) : null;
    if (outcome.state === 'pending') {
      await db('notifications')
        .where({ id })
        .update({
          push_error: error,
          push_claimed_until: db.raw(`now() + (? * interval '1 millisecond')`, [outcome.retryInMs]),
        });
      return;
    }
    await db('notifications')
      .where({ id })
      .update({
        push_state: outcome.state,
        push_error: error,
        push_claimed_until: null,
        pushed_at: outcome.state === 'sent' ? new Date() : null,
      });
  },
};
