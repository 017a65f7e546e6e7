import { z } from 'zod';
import {
  baseVersionSchema,
  complexRowShape,
  idSchema,
  inYearRange,
  requiredText,
  timestampSchema,
} from './common';
import {
  billingPeriodStatuses,
  feeBases,
  invoiceStatuses,
  meterKinds,
  tierBases,
  vehicleKinds,
} from './enums';
import { limits } from './limits';
import { messages } from './messages';
import { periodSchema } from './meter';

const m = messages.fee;

/**
 * Money is whole đồng, end to end: an integer here, `bigint` in PostgreSQL, never a float
 * (DESIGN "Fees"). Amounts are not negative; what a household owes back is a credit.
 */
export const moneySchema = z
  .number({ error: m.amountInvalid })
  .int({ error: m.amountInvalid })
  .min(0, m.amountInvalid)
  .max(limits.moneyMax, m.amountInvalid);

/** A calendar date, 'YYYY-MM-DD', in the years every stored date keeps to. */
const calendarDateSchema = z.iso
  .date({ error: messages.common.dateInvalid })
  .refine(inYearRange, { error: messages.common.dateOutOfRange });

/** One tier (bậc): its price applies from `from` kWh or m³ up to the next tier's `from`. */
export const tierSchema = z.strictObject({
  from: z
    .number({ error: m.tierFromInvalid })
    .min(0, m.tierFromInvalid)
    .max(limits.meterValueMax, m.tierFromInvalid)
    .refine((value) => Math.round(value * 1000) / 1000 === value, { error: m.tierFromInvalid }),
  price: moneySchema,
});
export type Tier = z.infer<typeof tierSchema>;

/** Tiers contiguous from 0, each starting after the one before (a bậc thang has no gap). */
const tiersSchema = z
  .array(tierSchema, { error: m.tiersRequired })
  .min(1, m.tiersRequired)
  .max(limits.feeTiersMax, m.tooManyTiers(limits.feeTiersMax))
  .superRefine((tiers, ctx) => {
    if (tiers[0] && tiers[0].from !== 0) {
      ctx.addIssue({ code: 'custom', message: m.tiersStartAtZero, path: [0, 'from'] });
    }
    tiers.forEach((tier, i) => {
      const before = tiers[i - 1];
      if (before && tier.from <= before.from) {
        ctx.addIssue({ code: 'custom', message: m.tiersIncreasing, path: [i, 'from'] });
      }
    });
  });

/** A metered fee's tariff from a date on: tiers, and whether their limits count per person. */
export const tariffSchema = z.strictObject({
  effectiveFrom: calendarDateSchema,
  basis: tierBases.schema,
  tiers: tiersSchema,
});
export type Tariff = z.infer<typeof tariffSchema>;

/** Tariffs of one fee: each from its own date (the one in force is the latest begun). */
const tariffsSchema = z
  .array(tariffSchema, { error: m.tariffRequired })
  .max(limits.feeTariffsMax, m.tooManyTariffs(limits.feeTariffsMax))
  .superRefine((tariffs, ctx) => {
    const seen = new Set<string>();
    tariffs.forEach((tariff, i) => {
      if (seen.has(tariff.effectiveFrom)) {
        ctx.addIssue({ code: 'custom', message: m.tariffDatesOverlap, path: [i, 'effectiveFrom'] });
      }
      seen.add(tariff.effectiveFrom);
    });
  });

/**
 * A percentage on a fee's amount, its own line (VAT 8%, phí bảo vệ môi trường 10%), in
 * hundredths of a percent: 8% is 800, so no percentage is a float.
 */
export const surchargeSchema = z.strictObject({
  name: requiredText(m.surchargeNameRequired, limits.shortText),
  basisPoints: z
    .number({ error: m.surchargePercentInvalid })
    .int({ error: m.surchargePercentInvalid })
    .min(0, m.surchargePercentInvalid)
    .max(10_000, m.surchargePercentInvalid),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

/** Đồng a month per vehicle of each kind; a kind not named is not charged. */
export const vehiclePricesSchema = z.partialRecord(vehicleKinds.schema, moneySchema, {
  error: m.vehiclePricesRequired,
});
export type VehiclePrices = z.infer<typeof vehiclePricesSchema>;

/** A complex's fee (entity `feeType`): what it charges by, its prices, tariffs and surcharges. */
export const feeTypeSchema = z.object({
  ...complexRowShape,
  name: z.string(),
  basis: feeBases.schema,
  /** Đồng per m² (perArea) or per unit (perUnit); null otherwise. */
  unitPrice: z.number().int().nullable(),
  vehiclePrices: vehiclePricesSchema,
  meterKind: meterKinds.schema.nullable(),
  tariffs: z.array(tariffSchema),
  surcharges: z.array(surchargeSchema),
  /** Units this fee is switched off for (one pays EVN directly, say). */
  optedOutUnitIds: z.array(z.string()),
  /**
   * Where the board puts this fee when a notice is paid in part: 1 is settled first; null after
   * every fee that has one, in the notice's order (rule S34).
   */
  settlePriority: z.number().int().nullable(),
});
export type FeeType = z.infer<typeof feeTypeSchema>;

const feeTypeFields = {
  name: requiredText(m.nameRequired, limits.shortText),
  basis: feeBases.schema,
  unitPrice: moneySchema.nullable(),
  vehiclePrices: vehiclePricesSchema,
  meterKind: meterKinds.schema.nullable(),
  tariffs: tariffsSchema,
  surcharges: z
    .array(surchargeSchema, { error: messages.common.invalidBody })
    .max(limits.feeSurchargesMax, m.tooManySurcharges(limits.feeSurchargesMax)),
  settlePriority: z
    .number({ error: m.settlePriorityInvalid(limits.feeSettlePriorityMax) })
    .int(m.settlePriorityInvalid(limits.feeSettlePriorityMax))
    .min(1, m.settlePriorityInvalid(limits.feeSettlePriorityMax))
    .max(limits.feeSettlePriorityMax, m.settlePriorityInvalid(limits.feeSettlePriorityMax))
    .nullable(),
};

/**
 * A new fee of a complex. Which fields a basis needs (a price, vehicle prices, a meter and its
 * tariffs) is the shared rule's to check (`feeTypeProblem` in `@chungcu/mutations`), as a change
 * of one field must be checked against the others.
 */
export const feeTypeCreateSchema = z.strictObject({
  id: idSchema.optional(),
  complexId: idSchema,
  name: feeTypeFields.name,
  basis: feeTypeFields.basis,
  unitPrice: feeTypeFields.unitPrice.default(null),
  vehiclePrices: feeTypeFields.vehiclePrices.default({}),
  meterKind: feeTypeFields.meterKind.default(null),
  tariffs: feeTypeFields.tariffs.default([]),
  surcharges: feeTypeFields.surcharges.default([]),
  settlePriority: feeTypeFields.settlePriority.default(null),
});
export type FeeTypeCreate = z.input<typeof feeTypeCreateSchema>;

/** A fee's name, prices, tariffs or surcharges (its basis and complex stay). */
export const feeTypePatchSchema = z.strictObject({
  name: feeTypeFields.name.optional(),
  unitPrice: feeTypeFields.unitPrice.optional(),
  vehiclePrices: feeTypeFields.vehiclePrices.optional(),
  meterKind: feeTypeFields.meterKind.optional(),
  tariffs: feeTypeFields.tariffs.optional(),
  surcharges: feeTypeFields.surcharges.optional(),
  settlePriority: feeTypeFields.settlePriority.optional(),
  baseVersion: baseVersionSchema,
});
export type FeeTypePatch = z.input<typeof feeTypePatchSchema>;

/** Switches a fee off (or back on) for one unit. */
export const feeOptOutSchema = z.strictObject({
  apartmentId: idSchema,
  optedOut: z.boolean({ error: messages.common.invalidBody }),
});

/** A complex's month of fees (entity `billingPeriod`), one per complex and month. */
export const billingPeriodSchema = z.object({
  ...complexRowShape,
  month: z.string(),
  status: billingPeriodStatuses.schema,
  /** The day residents are asked to pay by. */
  dueDate: z.string(),
  /** Notices issued so far: the last number given (numbers run 1, 2, 3… without gaps). */
  lastInvoiceNumber: z.number().int(),
  issuedAt: timestampSchema.nullable(),
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** Opens a complex's month: `month` 'YYYY-MM', paid by `dueDate`. */
export const billingPeriodCreateSchema = z.strictObject({
  id: idSchema.optional(),
  complexId: idSchema,
  month: periodSchema,
  dueDate: calendarDateSchema,
});
export type BillingPeriodCreate = z.input<typeof billingPeriodCreateSchema>;

/** Issues a period's drafts: all of them, or only those of `invoiceIds`. */
export const invoicesIssueSchema = z.strictObject({
  invoiceIds: z
    .array(idSchema, { error: messages.common.invalidBody })
    .max(10_000, messages.common.invalidBody)
    .optional(),
});

/** Closes an issued month for good: the call carries nothing but the period's id in its path. */
export const billingPeriodCloseSchema = z.strictObject({});

/** Why a line could not be computed: it is 0 ₫ until staff settle it, never guessed. */
export const invoiceLineFlags = ['noReading', 'readingBelowPrevious'] as const;
export type InvoiceLineFlag = (typeof invoiceLineFlags)[number];

/** One tier's share of a metered line. */
export const tierShareSchema = z.object({
  from: z.number(),
  to: z.number().nullable(),
  price: z.number().int(),
  /** Units charged at this tier, in thousandths (exact). */
  milliUnits: z.number().int(),
  /** Their cost in thousandths of a đồng (exact; the line rounds once). */
  milliDong: z.number().int(),
});
export type TierShare = z.infer<typeof tierShareSchema>;

/** What a line's quantity counts: m² of area, vehicles, m³ of water, kWh of electricity. */
export const lineMeasures = ['m2', 'vehicle', 'm3', 'kWh'] as const;
export type LineMeasure = (typeof lineMeasures)[number];

/** One line of a notice: fee, quantity, unit price, amount; a metered one with its readings. */
export const invoiceLineSchema = z.object({
  feeTypeId: z.string(),
  name: z.string(),
  /** m², units, vehicles, kWh or m³ (`measure` says which; absent: units, or a sum). */
  quantity: z.number(),
  /** What `quantity`, a metered line's consumption and its tiers count (absent on older notices). */
  measure: z.enum(lineMeasures).optional(),
  unitPrice: z.number().int().nullable(),
  amount: z.number().int(),
  reading: z
    .object({
      previous: z.number().nullable(),
      current: z.number().nullable(),
      consumption: z.number(),
      /** Either reading is staff's estimate: charged as it stands, marked on the notice. */
      estimated: z.literal(true).optional(),
    })
    .optional(),
  tiers: z.array(tierShareSchema).optional(),
  flag: z.enum(invoiceLineFlags).optional(),
  /** The unit charge (a one-off, an adjustment or a credit note) the line comes from. */
  chargeId: z.string().optional(),
  /** A credit note: taken off what the notice asks (counted in `credits`, not `charges`). */
  credit: z.literal(true).optional(),
  /** The fee's settling priority when the notice was made (absent: none); see `FeeType`. */
  settlePriority: z.number().int().optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A unit's fee notice for a month (entity `invoice`). */
export const invoiceSchema = z.object({
  ...complexRowShape,
  periodId: z.string(),
  apartmentId: z.string(),
  month: z.string(),
  /** `TC-2026-11-00123`: given by the server when the notice is issued; null for a draft. */
  number: z.string().nullable(),
  status: invoiceStatuses.schema,
  lines: z.array(invoiceLineSchema),
  /** The month's lines added up. */
  charges: z.number().int(),
  /** What earlier notices left unpaid. */
  previousBalance: z.number().int(),
  /** Credit taken off: what the month before carried, and the month's credit notes. */
  credits: z.number().int(),
  /** What the notice asks for: charges + previous balance − credits, never below 0. */
  amountDue: z.number().int(),
  /** Credit left over for the next month when credits exceed what is owed. */
  creditCarried: z.number().int(),
  /** Lines that could not be computed (no reading): the notice cannot be issued yet. */
  flaggedLines: z.number().int(),
  /**
   * The unit's matched payments, summed, when the notice was made: what it counted in its
   * previous balance. Paid since = the unit's payments now less this (rule S34).
   */
  paymentsCounted: z.number().int(),
  dueDate: z.string(),
  issuedAt: timestampSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `TC-2026-11-00123`: a complex's code, the month, and the notice's place in the month. */
export function invoiceNumberOf(complexCode: string, month: string, n: number): string {
  return `${complexCode}-${month}-${String(n).padStart(5, '0')}`;
}
