import { type InquiryMessage, isStaffRole, messages } from '@chungcu/contracts';
import { defineMutator } from './define';
import { forbidden, notFound } from './tx';

const m = messages.inquiryMessage;

/**
 * A message on a request's conversation: its resident (the request filed for them or by them)
 * and the staff of its complex write to each other; a request anyone else cannot see does not
 * exist for them. An internal note is the staff's alone (the access module keeps it from the
 * resident's devices); a resident cannot write one. Who is told of it is the server's addition.
 * The office's first reply the resident sees answers the request (`respondedAt`, rule S24).
 */
export const postInquiryMessage = defineMutator(
  'postInquiryMessage',
  'signedIn',
  async (tx, args): Promise<InquiryMessage> => {
    const inquiry = await tx.get('inquiry', args.inquiryId);
    // The server's reads see every row: whose the request is, the access module says.
    if (!inquiry || inquiry.deletedAt || !(await tx.canSee('inquiry', inquiry.id))) {
      throw notFound(messages.inquiry.notFound);
    }
    const fromStaff = isStaffRole(tx.actor.role);
    if (args.internal && !fromStaff) throw forbidden(m.internalStaffOnly);
    const message = await tx.insert('inquiryMessage', {
      id: args.id,
      complexId: inquiry.complexId,
      inquiryId: inquiry.id,
      authorId: tx.actor.userId,
      fromStaff,
      body: args.body,
      internal: args.internal,
    });
    if (fromStaff && !args.internal && !inquiry.respondedAt) {
      await tx.update('inquiry', inquiry.id, { respondedAt: tx.now }, { derived: ['respondedAt'] });
    }
    return message;
  },
);
