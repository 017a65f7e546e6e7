import { type BankAccount, messages } from '@chungcu/contracts';
import { complexForNew } from '../complexes';
import { defineMutator } from '../define';
import { rowInReach } from '../reach';
import { type MutationTx, conflict, notFound } from '../tx';

const m = messages.bankAccount;

/** A live account the actor reaches, else it does not exist for them (404). */
async function reachableAccount(tx: MutationTx, id: string): Promise<BankAccount> {
  const account = await tx.get('bankAccount', id);
  if (!account || account.deletedAt || !rowInReach(tx.actor, 'bankAccount', account)) {
    throw notFound(m.notFound);
  }
  return account;
}

const liveAccounts = async (tx: MutationTx, complexId: string) =>
  (await tx.list('bankAccount', 'complexId', complexId)).filter((a) => !a.deletedAt);

/** The same bank and number once a complex (the server's unique index decides too). */
function assertNew(accounts: BankAccount[], bankBin: string, accountNumber: string, id?: string) {
  if (
    accounts.some((a) => a.id !== id && a.bankBin === bankBin && a.accountNumber === accountNumber)
  ) {
    throw conflict(m.accountTaken);
  }
}

/**
 * Unsets the complex's other default, before the new one is set: one default a complex (rule
 * S33), which the server's partial unique index holds too, so a racing second default is 409.
 */
async function unsetOtherDefaults(tx: MutationTx, accounts: BankAccount[], id: string) {
  for (const other of accounts) {
    if (other.id !== id && other.isDefault) {
      await tx.update('bankAccount', other.id, { isDefault: false });
    }
  }
}

/** A complex's new account (its managers); a complex's first account is its default. */
export const createBankAccount = defineMutator(
  'createBankAccount',
  'managers',
  async (tx, args) => {
    const complexId = await complexForNew(tx, args.complexId);
    const { id, complexId: _named, ...fields } = args;
    const accounts = await liveAccounts(tx, complexId);
    assertNew(accounts, fields.bankBin, fields.accountNumber);
    const isDefault = fields.isDefault || accounts.length === 0;
    if (isDefault) await unsetOtherDefaults(tx, accounts, id);
    return tx.insert('bankAccount', { id, complexId, ...fields, isDefault });
  },
);

/** An account's bank, number or holder; made the default, it takes the other's place. */
export const updateBankAccount = defineMutator(
  'updateBankAccount',
  'managers',
  async (tx, args) => {
    const { id, baseVersion, ...fields } = args;
    const current = await reachableAccount(tx, id);
    const accounts = await liveAccounts(tx, current.complexId);
    if (fields.bankBin !== undefined || fields.accountNumber !== undefined) {
      const bankBin = fields.bankBin ?? current.bankBin;
      assertNew(accounts, bankBin, fields.accountNumber ?? current.accountNumber, id);
    }
    if (fields.isDefault === true && !current.isDefault) await unsetOtherDefaults(tx, accounts, id);
    return tx.update('bankAccount', id, fields, { baseVersion });
  },
);

/** Removes an account; notices no longer show it, and no other is made the default for it. */
export const deleteBankAccount = defineMutator(
  'deleteBankAccount',
  'managers',
  async (tx, { id }) => {
    await reachableAccount(tx, id);
    await tx.delete('bankAccount', id);
  },
);
