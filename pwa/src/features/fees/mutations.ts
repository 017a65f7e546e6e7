import {
  type BillingPeriod,
  type MutationArgsInput,
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
 * Issues a period's drafts: online only and never queued, since the server gives each notice its
 * number. Answers the period as the server left it; the notices arrive by the next pull.
 */
export async function issueDrafts(periodId: string, request = http): Promise<BillingPeriod> {
  const res = await request('POST', `/api/billing-periods/${encodeURIComponent(periodId)}/issue`, {
    body: {},
  });
  return billingPeriodSchema.parse(res.body);
}
