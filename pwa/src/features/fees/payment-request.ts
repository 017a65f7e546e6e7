import {
  type BankAccount,
  type Invoice,
  type NapasBank,
  bankOfBin,
  paymentCodeOf,
} from '@chungcu/contracts';

/** What a household is asked to transfer for a notice, and where to (rule S33). */
export interface PaymentRequest {
  bank: NapasBank;
  accountNumber: string;
  accountName: string;
  /** Whole đồng: what the notice still asks (its amount due less what was paid of it). */
  amount: number;
  /** The transfer's memo: the notice's payment code alone (12 characters). */
  memo: string;
}

/**
 * The transfer a notice asks for, or null when it asks none: only an issued notice (it has its
 * number, which its payment code is made from) with something still to pay (`outstanding`, its
 * amount due less what was paid of it, rule S34), and only into its
 * complex's default account at a bank of the NAPAS list. Pure: the device computes it offline.
 */
export function paymentRequestOf(
  invoice: Invoice,
  account: BankAccount | undefined,
  outstanding: number = invoice.amountDue,
): PaymentRequest | null {
  if (invoice.status !== 'issued' || outstanding <= 0 || !account) return null;
  if (!account.isDefault || account.deletedAt || account.complexId !== invoice.complexId) {
    return null;
  }
  const memo = paymentCodeOf(invoice.number);
  const bank = bankOfBin(account.bankBin);
  if (!memo || !bank) return null;
  return {
    bank,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    amount: outstanding,
    memo,
  };
}
