import {
  billingPeriodCloseSchema,
  billingPeriodCreateSchema,
  feeOptOutSchema,
  feeTypeCreateSchema,
  feeTypePatchSchema,
  invoicesIssueSchema,
  messages,
  unitChargeCreateSchema,
} from '@chungcu/contracts';
import { created, noContent, updated } from '../http';
import { idOf, withId, write } from './define';

const fee = idOf(messages.fee.notFound);
const period = idOf(messages.fee.periodNotFound);
const charge = idOf(messages.fee.chargeNotFound);

/**
 * The REST writes of fees (rule S31): a complex's fees, its months, their notices, and what is
 * put on one unit's month (one-offs, adjustments, credit notes).
 */
export const feeWrites = [
  write({
    method: 'post',
    path: '/fee-types',
    body: feeTypeCreateSchema,
    mutation: 'createFeeType',
    args: withId,
    answer: created,
  }),
  write({
    method: 'patch',
    path: '/fee-types/:id',
    params: { id: fee },
    body: feeTypePatchSchema,
    mutation: 'updateFeeType',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'delete',
    path: '/fee-types/:id',
    params: { id: fee },
    mutation: 'deleteFeeType',
    args: (_, { id }) => ({ id }),
    answer: noContent,
  }),
  write({
    method: 'put',
    path: '/fee-types/:id/opt-out',
    params: { id: fee },
    body: feeOptOutSchema,
    mutation: 'setFeeOptOut',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/billing-periods',
    body: billingPeriodCreateSchema,
    mutation: 'openBillingPeriod',
    args: withId,
    answer: created,
  }),
  write({
    method: 'post',
    path: '/billing-periods/:id/generate',
    params: { id: period },
    mutation: 'generateInvoices',
    args: (_, { id }) => ({ id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/billing-periods/:id/issue',
    params: { id: period },
    body: invoicesIssueSchema,
    mutation: 'issueInvoices',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/billing-periods/:id/close',
    params: { id: period },
    body: billingPeriodCloseSchema,
    mutation: 'closeBillingPeriod',
    args: (_, { id }) => ({ id }),
    answer: updated,
  }),
  write({
    method: 'post',
    path: '/unit-charges',
    body: unitChargeCreateSchema,
    mutation: 'addUnitCharge',
    args: withId,
    answer: created,
  }),
  write({
    method: 'delete',
    path: '/unit-charges/:id',
    params: { id: charge },
    mutation: 'removeUnitCharge',
    args: (_, { id }) => ({ id }),
    answer: noContent,
  }),
];
