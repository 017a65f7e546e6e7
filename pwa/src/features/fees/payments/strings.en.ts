import { translation } from '../../../lib/i18n';
import type { paymentStrings } from './strings';

/** Payments in English. */
export default translation<typeof paymentStrings>('payments', {
  status: {
    paid: 'Paid',
    partial: 'Partly paid',
    unpaid: 'Unpaid',
  },
  paidSoFar: (amount) => `Paid ${amount}`,
  outstanding: (amount) => `Still to pay ${amount}`,
  history: {
    title: 'Payments made',
    none: 'No payment yet.',
    voided: 'Voided',
    byCode: 'Reported by the bank, matched by the payment code',
    byStaff: 'Recorded by the management board',
  },
  page: {
    title: 'Payments',
    subtitle: 'Money the apartments paid: bank transfers reported by the bank and office receipts',
    record: 'Record a payment',
    unmatched: 'Waiting to be matched',
    unmatchedHint:
      'Transfers without the payment code of a fee notice of this complex: match each to its apartment.',
    noneUnmatched: 'Nothing is waiting to be matched.',
    recent: 'Recently recorded',
    noneRecent: 'No payment yet.',
    match: 'Match to apartment',
    matchNamed: (amount) => `Match ${amount} to an apartment`,
    unmatch: 'Unmatch',
    unmatchNamed: (amount, unit) => `Unmatch ${amount} from ${unit}`,
    void: 'Void',
    voidNamed: (amount) => `Void the payment of ${amount}`,
    unit: (unit) => `Apartment ${unit}`,
    payer: (name) => `From: ${name}`,
    noComplex: 'Choose a complex to see its payments.',
  },
  form: {
    recordTitle: 'Record a payment',
    matchTitle: (amount) => `Match ${amount}`,
    voidTitle: (amount) => `Void the payment of ${amount}`,
    unit: 'Apartment',
    noUnit: 'Choose an apartment',
    amount: 'Amount (₫)',
    method: 'Method',
    paidAt: 'Date received',
    memo: 'Note',
    payer: 'Paid by',
    reason: 'Why it is voided',
    save: 'Record',
    match: 'Match',
    confirmVoid: 'Void the payment',
    cancel: 'Back',
  },
  outbox: {
    record: (amount, unit) => `Received ${amount} from ${unit}`,
    match: (amount, unit) => `Match ${amount} to ${unit}`,
    unmatch: (amount) => `Unmatch ${amount}`,
    void: (amount) => `Void the payment of ${amount}`,
  },
});
