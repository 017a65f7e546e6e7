import {
  inquiryNumberOf,
  inquiryNumberScope,
  inquiryNumberYear,
  receiptNumberOf,
  receiptNumberScope,
} from '@chungcu/contracts';
import type { MutationTx, NewRow } from '@chungcu/mutations';
import { createComplexesRepo } from '../db/complexes.repo';
import { numberSequencesRepo } from '../db/number-sequences.repo';
import type { MutationContext } from '../sync/mutation';

/** How one kind of number is made: its counter's scope and its text, per complex and year. */
interface NumberKind {
  scope: (complexId: string, year: number) => string;
  text: (complexCode: string, year: number, n: number) => string;
}

/** A request's (rule S32) and a receipt's (rule S34). */
const kinds = {
  inquiry: { scope: inquiryNumberScope, text: inquiryNumberOf },
  receipt: { scope: receiptNumberScope, text: receiptNumberOf },
} satisfies Record<string, NumberKind>;

/**
 * The next number of `kind` for `complexId` now: the next of the complex's counter for this year
 * (Vietnam's), with the complex's code as it is now. Taken in the write's transaction, so a write
 * rolled back after this gives the number back and racing writes never take the same one.
 */
async function nextNumber(
  ctx: MutationContext,
  kind: keyof typeof kinds,
  complexId: string,
): Promise<string> {
  const complex = await createComplexesRepo(ctx.trx).findLive(ctx.trx, complexId);
  if (!complex) throw new Error(`No complex ${complexId} to number a ${kind} of`);
  const year = inquiryNumberYear(ctx.now);
  const n = await numberSequencesRepo.next(ctx.trx, kinds[kind].scope(complex.id, year));
  return kinds[kind].text(complex.code, year, n);
}

/**
 * `tx` with the numbers only the server gives stored as the rows are (rules S32, S34): a shared
 * rule inserts a request with `number: null`, or a receipt staff recorded with
 * `receiptNumber: null`, and over this tx the row is stored with its number instead, in the
 * same insert (one version, one audit entry). A rule that refuses before storing takes none.
 */
export function numberingTx(ctx: MutationContext, tx: MutationTx): MutationTx {
  return {
    ...tx,
    async insert(entity, row) {
      if (entity === 'inquiry') {
        const inquiry = row as NewRow<'inquiry'>;
        if (inquiry.number !== null) return tx.insert(entity, row);
        const number = await nextNumber(ctx, 'inquiry', inquiry.complexId);
        return tx.insert(entity, { ...row, number });
      }
      if (entity === 'payment') {
        const payment = row as NewRow<'payment'>;
        if (payment.receiptNumber !== null || payment.matchedBy !== 'staff') {
          return tx.insert(entity, row);
        }
        const receiptNumber = await nextNumber(ctx, 'receipt', payment.complexId);
        return tx.insert(entity, { ...row, receiptNumber });
      }
      return tx.insert(entity, row);
    },
  };
}
