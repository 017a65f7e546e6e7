import {
  type BankAccount,
  type BillingPeriod,
  type FeeType,
  type MutationArgsInput,
  type UnitCharge,
  bankOfBin,
  billingPeriodSchema,
  uuidv7,
} from '@chungcu/contracts';
import { type ChungCuDb, appDb, http, mutate } from '../../data';
import { formatMonth } from '../../lib/format';
import { feeStrings } from './strings';

type Options = { db?: ChungCuDb };
const labels = () => feeStrings.get().billing;

/** Opens a complex's month of fees, offline too. */
export function openPeriod(
  args: Omit<MutationArgsInput<'openBillingPeriod'>, 'id'>,
  { db = appDb }: Options = {},
) {
  return mutate(
    'openBillingPeriod',
    { id: uuidv7(), ...args },
    { db, label: labels().outboxOpen(formatMonth(args.month)) },
  );
}

/** Makes, or makes again, every unit's draft notice of a period, offline too (rule S31). */
export function generateDrafts(period: BillingPeriod, { db = appDb }: Options = {}) {
  return mutate(
    'generateInvoices',
    { id: period.id },
    { db, label: labels().outboxGenerate(formatMonth(period.month)) },
  );
}

/**
 * Closes an issued month for good (rule S31), offline too: it makes and issues nothing more.
 * The server refuses it (409) while a draft of the month is left.
 */
export function closePeriod(period: BillingPeriod, { db = appDb }: Options = {}) {
  return mutate(
    'closeBillingPeriod',
    { id: period.id },
    { db, label: labels().outboxClose(formatMonth(period.month)) },
  );
}

const ISSUE_TIMEOUT_MS = 120_000;

/**
 * Issues a period's drafts, all or those named: online only and never queued, since the server gives each notice its
 * number. Answers the period as the server left it; the notices arrive by the next pull.
 */
export async function issueDrafts(
  periodId: string,
  invoiceIds?: string[],
  request = http,
): Promise<BillingPeriod> {
  const res = await request('POST', `/api/billing-periods/${encodeURIComponent(periodId)}/issue`, {
    body: invoiceIds ? { invoiceIds } : {},
    // A month of a large complex is seconds of the server's work, longer on a busy one: a call
    // given up too soon would say "no network" of notices that were issued.
    timeoutMs: ISSUE_TIMEOUT_MS,
  });
  return billingPeriodSchema.parse(res.body);
}

const feeLabels = () => feeStrings.get().feeTypes;

/** A new fee of a complex, offline too. */
export function addFeeType(
  complexId: string,
  fields: Omit<MutationArgsInput<'createFeeType'>, 'id' | 'complexId'>,
  { db = appDb }: Options = {},
) {
  return mutate(
    'createFeeType',
    { id: uuidv7(), complexId, ...fields },
    { db, label: feeLabels().outboxCreate(fields.name) },
  );
}

/** A fee's prices, tariffs or surcharges changed; its basis stays. */
export function changeFeeType(
  fee: FeeType,
  fields: Omit<MutationArgsInput<'updateFeeType'>, 'id' | 'baseVersion'>,
  { db = appDb }: Options = {},
) {
  return mutate(
    'updateFeeType',
    { id: fee.id, baseVersion: fee.version, ...fields },
    { db, label: feeLabels().outboxUpdate(fields.name ?? fee.name) },
  );
}

/** A fee removed from later notices. */
export function removeFeeType(fee: FeeType, { db = appDb }: Options = {}) {
  return mutate('deleteFeeType', { id: fee.id }, { db, label: feeLabels().outboxDelete(fee.name) });
}

/** A fee switched off for a unit (it pays EVN directly, say), or back on, offline too. */
export function setUnitFee(
  fee: FeeType,
  unit: { id: string; unitNumber: string },
  charged: boolean,
  { db = appDb }: Options = {},
) {
  const s = feeStrings.get().unitCard;
  return mutate(
    'setFeeOptOut',
    { id: fee.id, apartmentId: unit.id, optedOut: !charged },
    {
      db,
      label: charged
        ? s.outboxOptIn(fee.name, unit.unitNumber)
        : s.outboxOptOut(fee.name, unit.unitNumber),
    },
  );
}

const accountLabels = () => feeStrings.get().bankAccounts;
/** An account as the outbox names it: bank and number. */
const accountLabel = (bankBin: string, accountNumber: string) =>
  `${bankOfBin(bankBin)?.shortName ?? bankBin} ${accountNumber}`;

/** A complex's new account residents pay into, offline too (rule S33). */
export function addBankAccount(
  complexId: string,
  fields: Omit<MutationArgsInput<'createBankAccount'>, 'id' | 'complexId'>,
  { db = appDb }: Options = {},
) {
  return mutate(
    'createBankAccount',
    { id: uuidv7(), complexId, ...fields },
    {
      db,
      label: accountLabels().outboxCreate(accountLabel(fields.bankBin, fields.accountNumber)),
    },
  );
}

/** An account's bank, number or holder changed, or it made the complex's default. */
export function changeBankAccount(
  account: BankAccount,
  fields: Omit<MutationArgsInput<'updateBankAccount'>, 'id' | 'baseVersion'>,
  { db = appDb }: Options = {},
) {
  const label = accountLabel(
    fields.bankBin ?? account.bankBin,
    fields.accountNumber ?? account.accountNumber,
  );
  return mutate(
    'updateBankAccount',
    { id: account.id, baseVersion: account.version, ...fields },
    { db, label: accountLabels().outboxUpdate(label) },
  );
}

/** An account removed: notices no longer show it. */
export function removeBankAccount(account: BankAccount, { db = appDb }: Options = {}) {
  return mutate(
    'deleteBankAccount',
    { id: account.id },
    {
      db,
      label: accountLabels().outboxDelete(accountLabel(account.bankBin, account.accountNumber)),
    },
  );
}

const chargeLabels = () => feeStrings.get().unitCharges;

/**
 * Puts a charge or credit note on a unit's month, offline too; when that month's drafts are
 * made already, makes them again so the unit's draft shows it at once (rule S31).
 */
export async function addUnitCharge(
  args: Omit<MutationArgsInput<'addUnitCharge'>, 'id'>,
  unitNumber: string,
  period: BillingPeriod | undefined,
  { db = appDb }: Options = {},
) {
  const charge = await mutate(
    'addUnitCharge',
    { id: uuidv7(), ...args },
    { db, label: chargeLabels().outboxAdd(args.name, unitNumber) },
  );
  if (period && period.status !== 'open') await generateDrafts(period, { db });
  return charge;
}

/** Takes a charge back while its month's notice is not issued, offline too. */
export async function removeUnitCharge(
  charge: UnitCharge,
  unitNumber: string,
  period: BillingPeriod | undefined,
  { db = appDb }: Options = {},
) {
  await mutate(
    'removeUnitCharge',
    { id: charge.id },
    { db, label: chargeLabels().outboxRemove(charge.name, unitNumber) },
  );
  if (period && period.status !== 'open') await generateDrafts(period, { db });
}
