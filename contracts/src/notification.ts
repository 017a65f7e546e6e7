import { z } from 'zod';
import { idSchema, syncedRowShape, timestampSchema } from './common';
import { limits } from './limits';
import { messages } from './messages';

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

/**
 * A notification of one user, made by the server in the same transaction as the write
 * that causes it and synced to that user alone (entity `notification`). `url` is an in-app path
 * (`/inquiries/…`); `urgent` ones are pushed with high urgency and a short time to live.
 */
export const notificationSchema = z.object({
  ...syncedRowShape,
  userId: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  urgent: z.boolean(),
  readAt: timestampSchema.nullable(),
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
 * service (https); `p256dh` is its P-256 public key (65 bytes), `auth` its secret (16 bytes).
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
 * `body` and opens `url` when tapped; `tag` makes a newer message of the same thing replace it.
 */
export const pushMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  urgent: z.boolean(),
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

/** A request as a notification names it: its title and its number (S32). */
export interface NamedRequest {
  id: string;
  title: string;
  number: string | null;
}
/** The number in brackets; the server numbers a request before telling anyone of it (S32). */
const numberOf = (request: NamedRequest) => (request.number ? ` (${request.number})` : '');
const named = (request: NamedRequest) => `“${request.title}”${numberOf(request)}`;

/** The texts the server writes into notifications (and so into pushes), Vietnamese, once. */
export const notificationTexts = {
  /** What the service worker shows for a push it cannot read. */
  fallback: { title: 'ChungCư', body: 'Bạn có thông báo mới' },
  inquiryStatus: (request: NamedRequest, statusLabel: string) => ({
    title: `Yêu cầu của bạn: ${statusLabel}`,
    body: `${named(request)} đã chuyển sang trạng thái “${statusLabel}”.`,
  }),
  inquiryNew: (request: NamedRequest, unit: string | null) => ({
    title: unit ? `Yêu cầu mới từ căn ${unit}` : 'Yêu cầu mới',
    body: named(request),
  }),
  /** A reminder to the request's assignee (rule S30): `left` as `spanText` says it. */
  inquiryDueSoon: (request: NamedRequest, unit: string | null, left: string) => ({
    title: 'Yêu cầu sắp quá hạn',
    body: `${named(request)}${unit ? ` (căn ${unit})` : ''}: còn ${left} để hoàn thành.`,
  }),
  /** To the complex's managers once a request is past its time to resolve (rule S30). */
  inquiryOverdue: (request: NamedRequest, unit: string | null, assignee: string | null) => ({
    title: 'Yêu cầu quá hạn',
    body:
      `${named(request)}${unit ? ` (căn ${unit})` : ''} đã quá hạn hoàn thành. ` +
      `Người phụ trách: ${assignee ?? 'chưa phân công'}.`,
  }),
  /** Who wrote a message: the office, a unit's resident, or a resident with no unit. */
  office: 'Ban quản lý',
  unit: (unit: string) => `Căn ${unit}`,
  resident: 'Cư dân',
  /** A message on a request, to the other side: who wrote (the office, or the unit). */
  inquiryMessage: (request: NamedRequest, from: string, body: string) => ({
    title: `Tin nhắn mới: ${request.title}${numberOf(request)}`,
    body: `${from}: ${body.length > 140 ? `${body.slice(0, 139)}…` : body}`,
  }),
  /** A unit's fee notice issued (S31): its month, what it asks and by when ('YYYY-MM-DD'). */
  feeNotice: (unit: string, month: string, amountDue: number, dueDate: string) => {
    const [year, mon] = month.split('-');
    const [dueYear, dueMonth, dueDay] = dueDate.split('-');
    return {
      title: `Thông báo phí tháng ${Number(mon)}/${year}`,
      body:
        `Căn ${unit}: ${new Intl.NumberFormat('vi-VN').format(amountDue)}\u00a0₫, ` +
        `hạn thanh toán ${dueDay}/${dueMonth}/${dueYear}.`,
    };
  },
  /**
   * A unit's debt past its due date (S35): what is overdue of what it owes, and since when (the
   * due date of the oldest notice still unpaid, 'YYYY-MM-DD').
   */
  paymentReminder: (unit: string, overdue: number, owed: number, since: string) => {
    const [year, month, day] = since.split('-');
    const money = (amount: number) => `${new Intl.NumberFormat('vi-VN').format(amount)}\u00a0₫`;
    return {
      title: `Nhắc thanh toán phí căn ${unit}`,
      body:
        `Căn ${unit} còn ${money(overdue)} quá hạn thanh toán (từ ${day}/${month}/${year})` +
        (owed > overdue ? `, tổng còn nợ ${money(owed)}.` : '.') +
        ' Vui lòng thanh toán sớm hoặc liên hệ Ban quản lý.',
    };
  },
  /** An announcement sent to the person: its title (after its category), then its text. */
  announcement: (title: string, body: string, category: string | null) => ({
    title: category ? `${category}: ${title}` : title,
    body,
  }),
} as const;
