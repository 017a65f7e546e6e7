import { type MutationArgsInput, messages, uuidv7 } from '@chungcu/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApartment } from './fixtures';
import { type RulesHarness, refusalOf } from './harness';

const m = messages.bankAccount;

/** Accounts made by this process: their numbers are counted, never drawn twice in one ms. */
let accountsMade = 0;

/** An account of `complexId` at Vietcombank; `fields` override. */
export function newBankAccount(
  complexId: string,
  fields: Partial<MutationArgsInput<'createBankAccount'>> = {},
): MutationArgsInput<'createBankAccount'> {
  return {
    id: uuidv7(),
    complexId,
    bankBin: '970436',
    accountNumber: `10${String(Date.now()).slice(-8)}${String(++accountsMade % 1000).padStart(3, '0')}`,
    accountName: 'BQL TOA NHA',
    ...fields,
  };
}

/** The bank account mutations' rules (mutations/src/fees/bank-accounts.ts), on either side. */
export function bankAccountRules(harness: () => RulesHarness) {
  describe('bank account mutations (S33)', () => {
    let h: RulesHarness;
    beforeEach(async () => {
      h = harness();
      await h.reset();
    });

    async function complex(): Promise<string> {
      const unit = newApartment();
      await h.run('createApartment', unit);
      return (await h.row('apartment', unit.id))?.complexId as string;
    }
    const isDefault = async (id: string) => (await h.row('bankAccount', id))?.isDefault;

    it('S33: a complex’s first account is its default; making another the default unsets it in the same write', async () => {
      const complexId = await complex();
      const first = newBankAccount(complexId, { accountName: 'Ban quản lý Tòa nhà Đông Á' });
      await h.run('createBankAccount', first);
      expect(await h.row('bankAccount', first.id)).toMatchObject({
        isDefault: true,
        accountName: 'BAN QUAN LY TOA NHA DONG A',
      });
      const second = newBankAccount(complexId, { bankBin: '970418' });
      await h.run('createBankAccount', second);
      expect([await isDefault(first.id), await isDefault(second.id)]).toEqual([true, false]);
      await h.run('updateBankAccount', { id: second.id, isDefault: true });
      expect([await isDefault(first.id), await isDefault(second.id)]).toEqual([false, true]);
      const third = newBankAccount(complexId, { isDefault: true });
      await h.run('createBankAccount', third);
      expect([await isDefault(second.id), await isDefault(third.id)]).toEqual([false, true]);
      await h.run('deleteBankAccount', { id: third.id });
      expect(await h.row('bankAccount', third.id)).toBeNull();
      expect(await isDefault(second.id)).toBe(false);
    });

    it('refuses a bank not in the NAPAS list, a bad number or name, and the same account twice', async () => {
      const complexId = await complex();
      const refused = (fields: Partial<MutationArgsInput<'createBankAccount'>>) =>
        refusalOf(h.run('createBankAccount', newBankAccount(complexId, fields)));
      expect(await refused({ bankBin: '123456' })).toEqual({
        code: 'validation',
        message: m.bankInvalid,
      });
      expect(await refused({ accountNumber: '12345' })).toEqual({
        code: 'validation',
        message: m.accountNumberInvalid,
      });
      expect((await refused({ accountName: 'BQL <TOA NHA>' })).code).toBe('validation');
      const taken = newBankAccount(complexId, { accountNumber: '0011 0022 0033' });
      await h.run('createBankAccount', taken);
      expect(await refused({ accountNumber: '001100220033' })).toEqual({
        code: 'conflict',
        message: m.accountTaken,
      });
    });

    it('is the office’s: a resident may not add, change or remove an account', async () => {
      const complexId = await complex();
      const account = newBankAccount(complexId);
      expect((await refusalOf(h.run('createBankAccount', account, 'resident'))).code).toBe(
        'forbidden',
      );
      await h.run('createBankAccount', account);
      expect(
        (await refusalOf(h.run('deleteBankAccount', { id: account.id }, 'resident'))).code,
      ).toBe('forbidden');
      expect(
        await refusalOf(h.run('updateBankAccount', { id: uuidv7(), accountName: 'BQL' })),
      ).toEqual({ code: 'not_found', message: m.notFound });
    });
  });
}
