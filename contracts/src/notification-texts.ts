import { z } from 'zod';
import { announcementCategories, inquiryStatuses } from './enums';
import { spanText } from './span-text';
import { dayText, labelOf, moneyText } from './text-forms';

/** A request as a notification names it: its title and its number (S32). */
const namedRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  number: z.string().nullable(),
});
export type NamedRequest = z.infer<typeof namedRequestSchema>;
/** The fields of a request a notification keeps (not its whole row). */
export const namedRequestOf = ({ id, title, number }: NamedRequest): NamedRequest => ({
  id,
  title,
  number,
});

const unitSchema = z.string().nullable();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * What a notification says, as data (one shape per kind): the server writes its Vietnamese
 * `title` and `body` from it (pushes, and devices older than this field, read those), and each
 * device writes it again in its user's language. Amounts are whole đồng; days 'YYYY-MM-DD'.
 */
export const notificationParamsSchema = z.discriminatedUnion('kind', [
  /** A request's status moved (to its resident side). */
  z.object({
    kind: z.literal('inquiryStatus'),
    request: namedRequestSchema,
    status: z.string(),
  }),
  /** A new request (to the staff serving its complex). */
  z.object({ kind: z.literal('inquiryNew'), request: namedRequestSchema, unit: unitSchema }),
  /** A request in the last fifth of its time to resolve (S30): `leftMs` of it left. */
  z.object({
    kind: z.literal('inquiryDueSoon'),
    request: namedRequestSchema,
    unit: unitSchema,
    leftMs: z.number(),
  }),
  /** A request past its time to resolve (S30), to the managers: who has it, by name. */
  z.object({
    kind: z.literal('inquiryOverdue'),
    request: namedRequestSchema,
    unit: unitSchema,
    assignee: z.string().nullable(),
  }),
  /** A message on a request, to the other side: written by the office, a unit, or a resident. */
  z.object({
    kind: z.literal('inquiryMessage'),
    request: namedRequestSchema,
    from: z.enum(['office', 'unit', 'resident']),
    unit: unitSchema,
    body: z.string(),
  }),
  /** A unit's fee notice issued (S31): its month ('YYYY-MM'), what it asks and by when. */
  z.object({
    kind: z.literal('feeNotice'),
    unit: z.string(),
    month: z.string().regex(/^\d{4}-\d{2}$/),
    amountDue: z.number().int(),
    dueDate: isoDay,
  }),
  /** A unit's debt past its due date (S35): overdue of owed, since the oldest unpaid due date. */
  z.object({
    kind: z.literal('paymentReminder'),
    unit: z.string(),
    overdue: z.number().int(),
    owed: z.number().int(),
    since: isoDay,
  }),
  /** An announcement sent to the person: the board's own words, after its category. */
  z.object({
    kind: z.literal('announcement'),
    title: z.string(),
    body: z.string(),
    category: z.string().nullable(),
  }),
]);
export type NotificationParams = z.infer<typeof notificationParamsSchema>;
type ParamsOf<K extends NotificationParams['kind']> = Extract<NotificationParams, { kind: K }>;

/** A notification's words. */
export interface NotificationWords {
  title: string;
  body: string;
}

/**
 * The words of every kind of notification in one language: a title and a body from its params
 * (two functions of text each, as the device's catalogues hold words).
 */
export type NotificationTexts = {
  [K in NotificationParams['kind']]: {
    title: (params: ParamsOf<K>) => string;
    body: (params: ParamsOf<K>) => string;
  };
};

const numberOf = (request: NamedRequest) => (request.number ? ` (${request.number})` : '');
/** “Title” (YC-2026-00012): the number in brackets once the server has given one (S32). */
export const quotedRequest = (request: NamedRequest): string =>
  `“${request.title}”${numberOf(request)}`;
/** The request's title and number, unquoted: a message's heading. */
export const requestHeading = (request: NamedRequest): string =>
  `${request.title}${numberOf(request)}`;
/** A message's text as a notification quotes it: its first 140 characters. */
export const quoted = (body: string): string =>
  body.length > 140 ? `${body.slice(0, 139)}…` : body;

const inUnit = (unit: string | null) => (unit ? ` (căn ${unit})` : '');

/** The texts the server writes into notifications (and so into pushes): Vietnamese, once. */
export const notificationTexts: NotificationTexts = {
  inquiryStatus: {
    title: ({ status }) => `Yêu cầu của bạn: ${labelOf(inquiryStatuses.labels, status)}`,
    body: ({ request, status }) =>
      `${quotedRequest(request)} đã chuyển sang trạng thái “${labelOf(inquiryStatuses.labels, status)}”.`,
  },
  inquiryNew: {
    title: ({ unit }) => (unit ? `Yêu cầu mới từ căn ${unit}` : 'Yêu cầu mới'),
    body: ({ request }) => quotedRequest(request),
  },
  inquiryDueSoon: {
    title: () => 'Yêu cầu sắp quá hạn',
    body: ({ request, unit, leftMs }) =>
      `${quotedRequest(request)}${inUnit(unit)}: còn ${spanText(leftMs)} để hoàn thành.`,
  },
  inquiryOverdue: {
    title: () => 'Yêu cầu quá hạn',
    body: ({ request, unit, assignee }) =>
      `${quotedRequest(request)}${inUnit(unit)} đã quá hạn hoàn thành. ` +
      `Người phụ trách: ${assignee ?? 'chưa phân công'}.`,
  },
  inquiryMessage: {
    title: ({ request }) => `Tin nhắn mới: ${requestHeading(request)}`,
    body: ({ from, unit, body }) =>
      `${from === 'office' ? 'Ban quản lý' : from === 'unit' && unit ? `Căn ${unit}` : 'Cư dân'}: ${quoted(body)}`,
  },
  feeNotice: {
    title: ({ month }) => `Thông báo phí tháng ${Number(month.slice(5))}/${month.slice(0, 4)}`,
    body: ({ unit, amountDue, dueDate }) =>
      `Căn ${unit}: ${moneyText(amountDue)}, hạn thanh toán ${dayText(dueDate)}.`,
  },
  paymentReminder: {
    title: ({ unit }) => `Nhắc thanh toán phí căn ${unit}`,
    body: ({ unit, overdue, owed, since }) =>
      `Căn ${unit} còn ${moneyText(overdue)} quá hạn thanh toán (từ ${dayText(since)})` +
      (owed > overdue ? `, tổng còn nợ ${moneyText(owed)}.` : '.') +
      ' Vui lòng thanh toán sớm hoặc liên hệ Ban quản lý.',
  },
  announcement: {
    title: ({ title, category }) =>
      category ? `${labelOf(announcementCategories.labels, category)}: ${title}` : title,
    body: ({ body }) => body,
  },
};

/** What the service worker shows for a push it cannot read. */
export const pushFallbackText: NotificationWords = {
  title: 'ChungCư',
  body: 'Bạn có thông báo mới',
};

/** Longest texts kept: a push message must stay well under the push services' 4 KB. */
export const notificationLimits = { title: 120, body: 500 } as const;
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A notification's words in the language of `texts` (Vietnamese by default), clipped to size. */
export function notificationText(
  params: NotificationParams,
  texts: NotificationTexts = notificationTexts,
): NotificationWords {
  const words = wordsOf(params, texts);
  return {
    title: clip(words.title, notificationLimits.title),
    body: clip(words.body, notificationLimits.body),
  };
}

/** The kind's two texts called with its own params (the union narrowed once, here). */
function wordsOf<K extends NotificationParams['kind']>(
  params: ParamsOf<K>,
  texts: NotificationTexts,
): NotificationWords {
  const { title, body } = texts[params.kind as K] as NotificationTexts[K];
  return { title: title(params), body: body(params) };
}
