import { bankAccountCreateSchema, bankAccountPatchSchema, messages } from '@chungcu/contracts';
import { created, noContent, updated } from '../http';
import { idOf, withId, write } from './define';

const account = idOf(messages.bankAccount.notFound);

/** The REST writes of a complex's bank accounts (rule S33). */
export const bankAccountWrites = [
  write({
    method: 'post',
    path: '/bank-accounts',
    body: bankAccountCreateSchema,
    mutation: 'createBankAccount',
    args: withId,
    answer: created,
  }),
  write({
    method: 'patch',
    path: '/bank-accounts/:id',
    params: { id: account },
    body: bankAccountPatchSchema,
    mutation: 'updateBankAccount',
    args: (body, { id }) => ({ ...body, id }),
    answer: updated,
  }),
  write({
    method: 'delete',
    path: '/bank-accounts/:id',
    params: { id: account },
    mutation: 'deleteBankAccount',
    args: (_, { id }) => ({ id }),
    answer: noContent,
  }),
];
