import {
  messages,
  paymentMatchSchema,
  paymentProviders,
  paymentRecordSchema,
  paymentVoidSchema,
  paymentWebhookSecretSchema,
} from '@chungcu/contracts';
import { notFound } from '../../services/errors';
import { created, updated } from '../http';
import { type ParamParser, idOf, withId, write } from './define';

const payment = idOf(messages.payment.notFound);
const complex = idOf(messages.complex.notFound);
/** A provider's name in a path: one not served is a page that does not exist (404). */
const provider: ParamParser = (value) => {
  const parsed = paymentProviders.schema.safeParse(value);
  if (!parsed.success) throw notFound(messages.payment.providerInvalid);
  return parsed.data;
};

/**
 * The REST writes of payments (rule S34): money staff received for a unit, and the office's
 * matching by hand, its undoing, and voiding, and a complex's key for a provider's webhook. A
 * bank's notification itself comes by that webhook (`bank-webhooks.routes.ts`).
 */
export const paymentWrites = [
  write({
    method: 'post',
    path: '/payments',
    body: paymentRecordSchema,
    mutation: 'recordPayment',
    args: withId,
    answer: created,
  }),
  write({
    method: 'post',
    path: '/payments/:id/match',
    params: { id: payment },
    body: paymentMatchSchema,
    mutation: 'matchPayment',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/payments/:id/unmatch',
    params: { id: payment },
    mutation: 'unmatchPayment',
    args: (_, { id }) => ({ id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/payments/:id/void',
    params: { id: payment },
    body: paymentVoidSchema,
    mutation: 'voidPayment',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),

  write({
    method: 'put',
    path: '/complexes/:id/payment-webhooks/:provider',
    params: { id: complex, provider },
    body: paymentWebhookSecretSchema,
    mutation: 'setPaymentWebhook',
    args: (body, { id, provider: name }) => ({ ...body, id, provider: name }),
    answer: updated,
  }),
];
