import {
  messages,
  paymentMatchSchema,
  paymentRecordSchema,
  paymentVoidSchema,
} from '@chungcu/contracts';
import { created, updated } from '../http';
import { idOf, withId, write } from './define';

const payment = idOf(messages.payment.notFound);

/**
 * The REST writes of payments (rule S34): money staff received for a unit, and the office's
 * matching by hand, its undoing, and voiding. A bank's notification comes by its webhook.
 */
export const paymentWrites = [
  write({
    method: 'post',
    path: '/payments',
    caller: 'staff',
    body: paymentRecordSchema,
    mutation: 'recordPayment',
    args: withId,
    answer: created,
  }),
  write({
    method: 'post',
    path: '/payments/:id/match',
    caller: 'staff',
    params: { id: payment },
    body: paymentMatchSchema,
    mutation: 'matchPayment',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/payments/:id/unmatch',
    caller: 'staff',
    params: { id: payment },
    mutation: 'unmatchPayment',
    args: (_, { id }) => ({ id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/payments/:id/void',
    caller: 'staff',
    params: { id: payment },
    body: paymentVoidSchema,
    mutation: 'voidPayment',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
];
