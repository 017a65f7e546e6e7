import { inquiryNumberOf, inquiryNumberScope, inquiryNumberYear } from '@chungcu/contracts';
import type { MutationTx, NewRow } from '@chungcu/mutations';
import { createComplexesRepo } from '../db/complexes.repo';
import { numberSequencesRepo } from '../db/number-sequences.repo';
import type { MutationContext } from '../sync/mutation';

/**
 * The next number of a request of `complexId` made now (rule S32): the next of the complex's
 * counter for this year (Vietnam's), with the complex's code as it is now. Taken in the write's
 * transaction, so a write rolled back after this gives the number back.
 */
async function nextInquiryNumber(ctx: MutationContext, complexId: string): Promise<string> {
  const complex = await createComplexesRepo(ctx.trx).findLive(ctx.trx, complexId);
  if (!complex) throw new Error(`No complex ${complexId} to number a request of`);
  const year = inquiryNumberYear(ctx.now);
  const n = await numberSequencesRepo.next(ctx.trx, inquiryNumberScope(complex.id, year));
  return inquiryNumberOf(complex.code, year, n);
}

/**
 * `tx` with a request numbered as it is stored (S32): a shared rule inserts a request with
 * `number: null`, and over this tx the row is stored with its number instead, in the same insert
 * (one version, one audit entry). A rule that refuses before storing takes no number.
 */
export function numberingTx(ctx: MutationContext, tx: MutationTx): MutationTx {
  return {
    ...tx,
    async insert(entity, row) {
      if (entity !== 'inquiry') return tx.insert(entity, row);
      const inquiry = row as NewRow<'inquiry'>;
      if (inquiry.number !== null) return tx.insert(entity, row);
      const number = await nextInquiryNumber(ctx, inquiry.complexId);
      return tx.insert(entity, { ...row, number });
    },
  };
}
