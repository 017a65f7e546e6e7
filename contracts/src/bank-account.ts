import { z } from 'zod';
import { baseVersionSchema, complexRowShape, idSchema } from './common';
import { bankOfBin } from './banks';
import { messages } from './messages';

const m = messages.bankAccount;

/** What an account's holder name is at most, as banks show it. */
export const ACCOUNT_NAME_MAX = 50;

/**
 * A complex's account that residents pay their notices into (entity `bankAccount`): the bank by
 * its NAPAS BIN, the account's number and holder as the bank shows them. At most one of a
 * complex's accounts is its default, the one its notices' VietQR codes pay (rule S33).
 */
export const bankAccountSchema = z.object({
  ...complexRowShape,
  bankBin: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/**
 * A holder's name as banks show it: upper case, without accents ('Ban quản lý Tòa nhà' →
 * 'BAN QUAN LY TOA NHA'), one space between words.
 */
export function bankAccountNameOf(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim()
    .replaceAll(/\s+/g, ' ');
}

const fields = {
  bankBin: z
    .string({ error: m.bankInvalid })
    .refine((bin) => bankOfBin(bin) !== undefined, { error: m.bankInvalid }),
  // Spaces and dots people copy from a card or a statement are not part of the number.
  accountNumber: z
    .string({ error: m.accountNumberInvalid })
    .transform((text) => text.replaceAll(/[\s.]/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, { error: m.accountNumberInvalid })),
  accountName: z
    .string({ error: m.accountNameRequired })
    .transform(bankAccountNameOf)
    .pipe(
      z
        .string()
        .min(1, { error: m.accountNameRequired })
        .max(ACCOUNT_NAME_MAX, { error: m.accountNameInvalid(ACCOUNT_NAME_MAX) })
        .regex(/^[A-Z0-9 .,&()/-]+$/, { error: m.accountNameInvalid(ACCOUNT_NAME_MAX) }),
    ),
  isDefault: z.boolean({ error: messages.common.invalidBody }),
};

/** A complex's new account; the first account of a complex is its default whatever is asked. */
export const bankAccountCreateSchema = z.strictObject({
  id: idSchema.optional(),
  complexId: idSchema,
  bankBin: fields.bankBin,
  accountNumber: fields.accountNumber,
  accountName: fields.accountName,
  isDefault: fields.isDefault.default(false),
});
export type BankAccountCreate = z.input<typeof bankAccountCreateSchema>;

/** An account's bank, number, holder, or whether it is the complex's default. */
export const bankAccountPatchSchema = z.strictObject({
  bankBin: fields.bankBin.optional(),
  accountNumber: fields.accountNumber.optional(),
  accountName: fields.accountName.optional(),
  isDefault: fields.isDefault.optional(),
  baseVersion: baseVersionSchema,
});
export type BankAccountPatch = z.input<typeof bankAccountPatchSchema>;
