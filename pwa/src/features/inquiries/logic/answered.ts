import type { Inquiry, InquiryMessage, InquiryProgress } from '@chungcu/contracts';

type Answerable = Pick<Inquiry, 'status' | 'respondedAt' | 'response' | 'responseDate'>;
type Message = Pick<InquiryMessage, 'fromStaff' | 'internal' | 'createdAt'>;
type Step = Pick<InquiryProgress, 'completedAt'>;

/**
 * When the office first answered the request, or null when it has not: 'Đã phản hồi lúc …' only
 * then. An answer is what the resident can see the office do: a message of the conversation
 * written by staff (an internal note is not one), a response written on the request, a step
 * done, or a status moved by staff (`respondedAt`, stamped when it first left 'new'). A request
 * stored as 'overdue' had that stamp from an older version, where picking 'Quá hạn' stamped it:
 * nobody answered by that, so only the other signs count for it.
 */
export function answeredAt(
  inquiry: Answerable,
  messages: readonly Message[] = [],
  steps: readonly Step[] = [],
): string | null {
  const times: string[] = [];
  if (inquiry.respondedAt && inquiry.status !== 'overdue') times.push(inquiry.respondedAt);
  if (inquiry.response && inquiry.responseDate) times.push(inquiry.responseDate);
  for (const m of messages) if (m.fromStaff && !m.internal) times.push(m.createdAt);
  for (const s of steps) if (s.completedAt) times.push(s.completedAt);
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
}
