import {
  type FeeBasis,
  type FeeType,
  type MeterKind,
  type MutationArgsInput,
  type TierBasis,
  type VehicleKind,
  vehicleKinds,
  vietnamDate,
} from '@chungcu/contracts';

/** A tariff as typed: every figure as text until saved. */
export interface TariffForm {
  effectiveFrom: string;
  basis: TierBasis;
  tiers: { from: string; price: string }[];
}

/** A fee as its dialog holds it: figures as typed ('12.000', '8,5'), parsed when saved. */
export interface FeeForm {
  name: string;
  basis: FeeBasis;
  unitPrice: string;
  vehiclePrices: Record<VehicleKind, string>;
  meterKind: MeterKind;
  tariffs: TariffForm[];
  surcharges: { name: string; percent: string }[];
  /** The board's settling order ('1' first), '' for none. */
  settlePriority: string;
}

/** Đồng as typed, '12.000' or '12 000' → 12000; '' → null; anything else is left to the rule. */
export function moneyOf(text: string): number | null {
  const digits = text.replace(/[.\s\u00a0₫]/g, '');
  if (digits === '') return null;
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A figure with a decimal comma or point, '4' or '10,5' → 10.5. */
const figureOf = (text: string): number => Number(text.trim().replace(',', '.'));

/** '8' or '8,5' (%) → 800 or 850 hundredths of a percent. */
export const basisPointsOf = (percent: string): number => Math.round(figureOf(percent) * 100);

const groupedNumber = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });
const plain = (n: number) => groupedNumber.format(n);

/** A new fee's form: a fee by area, this year's tariff ready should it become metered. */
export function newFeeForm(): FeeForm {
  return {
    name: '',
    basis: 'perArea',
    unitPrice: '',
    vehiclePrices: { motorbike: '', car: '', bicycle: '', electric: '' },
    meterKind: 'water',
    tariffs: [
      {
        effectiveFrom: `${vietnamDate(Date.now()).slice(0, 4)}-01-01`,
        basis: 'household',
        tiers: [{ from: '0', price: '' }],
      },
    ],
    surcharges: [],
    settlePriority: '',
  };
}

/** A stored fee as its form. */
export function formOf(fee: FeeType): FeeForm {
  const blank = newFeeForm();
  return {
    name: fee.name,
    basis: fee.basis,
    unitPrice: fee.unitPrice === null ? '' : plain(fee.unitPrice),
    vehiclePrices: Object.fromEntries(
      vehicleKinds.values.map((kind) => {
        const price = fee.vehiclePrices[kind];
        return [kind, price === undefined ? '' : plain(price)];
      }),
    ) as Record<VehicleKind, string>,
    meterKind: fee.meterKind ?? 'water',
    tariffs:
      fee.tariffs.length > 0
        ? fee.tariffs.map((t) => ({
            effectiveFrom: t.effectiveFrom,
            basis: t.basis,
            tiers: t.tiers.map((tier) => ({
              from: String(tier.from).replace('.', ','),
              price: plain(tier.price),
            })),
          }))
        : blank.tariffs,
    surcharges: fee.surcharges.map((x) => ({
      name: x.name,
      percent: String(x.basisPoints / 100).replace('.', ','),
    })),
    settlePriority: fee.settlePriority === null ? '' : String(fee.settlePriority),
  };
}

type FeeFields = Omit<MutationArgsInput<'createFeeType'>, 'id' | 'complexId'>;

/**
 * What the form saves: only the fields its basis uses (a fee by area keeps no tariffs), figures
 * parsed; whatever does not parse is sent as it is, for the rule to refuse with its message.
 */
export function fieldsOf(form: FeeForm): FeeFields {
  const fields: FeeFields = {
    name: form.name,
    basis: form.basis,
    unitPrice: null,
    vehiclePrices: {},
    meterKind: null,
    tariffs: [],
    surcharges: form.surcharges.map((x) => ({
      name: x.name,
      basisPoints: basisPointsOf(x.percent),
    })),
    settlePriority: form.settlePriority.trim() === '' ? null : figureOf(form.settlePriority),
  };
  if (form.basis === 'perArea' || form.basis === 'perUnit') {
    fields.unitPrice = moneyOf(form.unitPrice);
  }
  if (form.basis === 'perVehicle') {
    const prices: Partial<Record<VehicleKind, number>> = {};
    for (const kind of vehicleKinds.values) {
      const price = moneyOf(form.vehiclePrices[kind]);
      if (price !== null) prices[kind] = price;
    }
    fields.vehiclePrices = prices;
  }
  if (form.basis === 'metered') {
    fields.meterKind = form.meterKind;
    fields.tariffs = form.tariffs.map((t) => ({
      effectiveFrom: t.effectiveFrom,
      basis: t.basis,
      tiers: t.tiers.map((tier) => ({
        from: figureOf(tier.from),
        price: moneyOf(tier.price) ?? Number.NaN,
      })),
    }));
  }
  return fields;
}
