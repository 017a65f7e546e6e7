import { z } from 'zod';
import { idSchema, syncedRowShape, timestampSchema } from './common';
import { languages } from './languages';
import { limits } from './limits';
import { messages } from './messages';
import { type NotificationParams, notificationParamsSchema } from './notification-texts';

const m = messages.notification;

/**
 * What a notification is about: a request's status moved (to its resident), a new request (to
 * the staff serving its complex), an announcement addressed to the person, a request in the last
 * fifth of its time to resolve (to its assignee) or past it (to the complex's managers; S30), a
 * message on a request (to the other side of its conversation), a unit's fee notice issued (to
 * the accounts of the people living there; S31), a unit's debt past its due date (to the same
 * accounts, at most once every three days; S35).
 */
export const notificationKinds = [
  'inquiryStatus',
  'inquiryNew',
  'announcement',
  'inquiryDueSoon',
  'inquiryOverdue',
  'inquiryMessage',
  'feeNotice',
  'paymentReminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
// Every kind has its params, and no params are of a kind unknown here: either way, no build.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyKindWorded: Exactly<NotificationKind, NotificationParams['kind']> = true;
void everyKindWorded;

/**
 * A notification of one user, made by the server in the same transaction as the write
 * that causes it and synced to that user alone (entity `notification`). `url` is an in-app path
 * (`/inquiries/…`); `urgent` ones are pushed with high urgency and a short time to live.
 */
export const notificationSchema = z.object({
  ...syncedRowShape,
  userId: z.string(),
  kind: z.enum(notificationKinds),
  /** The server's Vietnamese words of `params`: what a push shows. */
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  urgent: z.boolean(),
  readAt: timestampSchema.nullable(),
  /**
   * What the notification says, as data: each device writes it in its own language
   * (`notificationText`). Null on rows made before it was kept: their `title` and `body` stand.
   */
  params: notificationParamsSchema.nullable().default(null),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The arguments of `markNotificationsRead`: the ones opened (one), or every unread one shown. */
export const notificationsReadSchema = z.strictObject({
  ids: z
    .array(idSchema, { error: m.idsRequired })
    .min(1, m.idsRequired)
    .max(limits.notificationsReadMax, m.tooManyIds(limits.notificationsReadMax)),
});
export type NotificationsRead = z.output<typeof notificationsReadSchema>;

/** base64url without padding, as `PushSubscription.toJSON()` gives keys. */
const base64url = (message: string, bytes: number) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+$/, message)
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, { error: message });

/**
 * POST /api/push/subscriptions: a device's push subscription as the browser gives it
 * (`subscription.toJSON()` less `expirationTime`). The endpoint is the browser's own push
 * service (https); `p256dh` is its P-256 public key (65 bytes), `auth` its secret (16 bytes);
 * `language` the language chosen on the device, which its pushes speak.
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string({ error: m.endpointInvalid })
    .max(limits.urlText, m.endpointInvalid)
    .refine(isHttpsUrl, { error: m.endpointInvalid }),
  keys: z.strictObject(
    {
      p256dh: base64url(m.keyInvalid, 65),
      auth: base64url(m.authInvalid, 16),
    },
    { error: m.keysRequired },
  ),
  /** The language the device's pushes are written in; left out, what the server last had (vi). */
  language: z.enum(languages, { error: m.languageInvalid }).optional(),
});
export type PushSubscriptionBody = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the endpoint this device no longer wants pushes at. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: m.endpointInvalid }).max(limits.urlText, m.endpointInvalid),
});
export type PushUnsubscribe = z.output<typeof pushUnsubscribeSchema>;

/** GET /api/push/public-key answer: the server's VAPID public key (base64url). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * What a push message carries (encrypted for the device): the service worker shows `title` and
 * `body` and opens `url` when tapped; `tag` makes a newer message of the same thing replace it;
 * `lang` is the language the words are in (the device's; a server that predates it sent `vi`).
 */
export const pushMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  urgent: z.boolean(),
  lang: z.enum(languages).default('vi'),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}
