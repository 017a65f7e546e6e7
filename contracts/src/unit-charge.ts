import { z } from 'zod';
import { complexRowShape, idSchema, requiredText } from './common';
import { unitChargeKinds } from './enums';
import { moneySchema } from './fee';
import { limits } from './limits';
import { messages } from './messages';
import { periodSchema } from './meter';

const m = messages.fee;

/**
 * Something staff put on one unit's month besides its fees (entity `unitCharge`, rule S31): a
 * one-off (a key cut, a deposit), an adjustment correcting an issued notice, or a credit note.
 * It goes on the unit's notice of `month` when its drafts are made, and is frozen with it.
 */
export const unitChargeSchema = z.object({
  ...complexRowShape,
  apartmentId: z.string(),
  /** The fee it is charged or credited under (a one-off fee, or the fee it corrects). */
  feeTypeId: z.string(),
  month: z.string(),
  kind: unitChargeKinds.schema,
  name: z.string(),
  amount: z.number().int(),
  /** The issued notice an adjustment or credit note corrects, if any. */
  correctsInvoiceId: z.string().nullable(),
});
export type UnitCharge = z.infer<typeof unitChargeSchema>;

/** A new charge or credit note on a unit's month. */
export const unitChargeCreateSchema = z.strictObject({
  id: idSchema.optional(),
  apartmentId: idSchema,
  feeTypeId: idSchema,
  month: periodSchema,
  kind: unitChargeKinds.schema,
  name: requiredText(m.chargeNameRequired, limits.shortText),
  amount: moneySchema.refine((amount) => amount > 0, { error: m.chargeAmountInvalid }),
  correctsInvoiceId: idSchema.nullable().default(null),
});
export type UnitChargeCreate = z.input<typeof unitChargeCreateSchema>;
