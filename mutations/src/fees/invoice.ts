import {
  type FeeType,
  type InvoiceLine,
  type LineMeasure,
  type MeterKind,
  type UnitCharge,
  type VehicleKind,
  vehicleKinds,
} from '@chungcu/contracts';
import { chargePeriod, surcharge, toMilli } from './tiers';

/** What computing a notice reads of a fee (its stored row has more). */
export type FeeRule = Pick<
  FeeType,
  | 'id'
  | 'name'
  | 'basis'
  | 'unitPrice'
  | 'vehiclePrices'
  | 'meterKind'
  | 'tariffs'
  | 'surcharges'
  | 'settlePriority'
>;

/**
 * The order of a complex's fees on its notices and screens: by id, which a client makes as a
 * UUID v7 (time-ordered) when the fee is made, so the device and the server, whose `createdAt`
 * differ until the device's next pull, list lines alike, and two fees made in one millisecond
 * keep the order they were made in.
 */
export const byFeeOrder = (a: { id: string }, b: { id: string }): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A meter's figures for the period: the last reading before it and this month's. */
export interface PeriodReading {
  previous: number | null;
  current: number | null;
  /** Either of them is an estimate (it is charged all the same, and marked). */
  estimated?: boolean;
}

/** What a unit's notice is computed from. */
export interface UnitFacts {
  /** Square metres, up to two decimals. */
  area: number;
  vehicles: readonly { kind: VehicleKind }[];
  /** Registered persons (a per-person tariff counts its limits by them). */
  persons: number;
  readings: Partial<Record<MeterKind, PeriodReading>>;
  /** Fees switched off for the unit (it pays EVN directly, say); its own charges still count. */
  optedOut: ReadonlySet<string>;
  /** What staff put on the unit's month: one-offs, adjustments and credit notes. */
  charges: readonly Pick<UnitCharge, 'id' | 'feeTypeId' | 'kind' | 'name' | 'amount'>[];
}

/** Half up to the đồng of `hundredths × price / 100` (an area of 75.35 m² is 7,535). */
const byHundredths = (hundredths: number, price: number) =>
  Math.floor((hundredths * price + 50) / 100);

/**
 * The lines of a unit's notice for one month (`period`: 'YYYY-MM-DD' start included, end
 * excluded), in the order of `feeTypes`: each fee's lines with their surcharges (unless the
 * unit is switched off it), then the unit charges put under that fee. A metered fee without both
 * readings is a flagged line of 0 ₫ for staff to settle before issuing.
 */
export function linesForUnit(
  feeTypes: readonly FeeRule[],
  facts: UnitFacts,
  period: { start: string; end: string },
): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const fee of feeTypes) {
    const ofFee: InvoiceLine[] = [];
    if (!facts.optedOut.has(fee.id)) {
      ofFee.push(...withSurcharges(fee, feeLines(fee, facts, period)));
    }
    ofFee.push(...facts.charges.filter((c) => c.feeTypeId === fee.id).map(chargeLine));
    // The board's settling order goes with the notice: an issued notice keeps the order it had.
    const priority = fee.settlePriority;
    lines.push(
      ...(priority === null ? ofFee : ofFee.map((l) => ({ ...l, settlePriority: priority }))),
    );
  }
  // A charge whose fee was removed since still counts, after the rest.
  const live = new Set(feeTypes.map((fee) => fee.id));
  lines.push(...facts.charges.filter((c) => !live.has(c.feeTypeId)).map(chargeLine));
  return lines;
}

/** A unit charge's line: a credit note's is marked, and counts as a credit. */
function chargeLine(charge: UnitFacts['charges'][number]): InvoiceLine {
  const line: InvoiceLine = {
    feeTypeId: charge.feeTypeId,
    name: charge.name,
    quantity: 1,
    unitPrice: charge.amount,
    amount: charge.amount,
    chargeId: charge.id,
  };
  return charge.kind === 'credit' ? { ...line, credit: true } : line;
}

/** A fee's lines, each computed one followed by its surcharges (VAT, phí BVMT) on its amount. */
function withSurcharges(fee: FeeRule, made: readonly InvoiceLine[]): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const line of made) {
    lines.push(line);
    if (line.flag || line.amount === 0) continue;
    for (const extra of fee.surcharges) {
      lines.push({
        feeTypeId: fee.id,
        name: `${extra.name} (${line.name})`,
        quantity: 1,
        unitPrice: null,
        amount: surcharge(line.amount, extra.basisPoints),
      });
    }
  }
  return lines;
}

/** What a meter's readings count. */
const meterMeasures: Record<MeterKind, LineMeasure> = { water: 'm3', electricity: 'kWh' };

function feeLines(
  fee: FeeRule,
  facts: UnitFacts,
  period: { start: string; end: string },
): InvoiceLine[] {
  const base = { feeTypeId: fee.id, name: fee.name };
  const price = fee.unitPrice ?? 0;
  switch (fee.basis) {
    case 'perArea': {
      const hundredths = Math.round(facts.area * 100);
      return [
        {
          ...base,
          quantity: facts.area,
          measure: 'm2',
          unitPrice: price,
          amount: byHundredths(hundredths, price),
        },
      ];
    }
    case 'perUnit':
      return [{ ...base, quantity: 1, unitPrice: price, amount: price }];
    case 'perVehicle': {
      const counts = new Map<VehicleKind, number>();
      for (const v of facts.vehicles) counts.set(v.kind, (counts.get(v.kind) ?? 0) + 1);
      return [...counts].flatMap(([kind, count]) => {
        const each = fee.vehiclePrices[kind];
        if (each === undefined) return [];
        const name = `${fee.name}: ${vehicleKinds.labels[kind]}`;
        return [
          {
            ...base,
            name,
            quantity: count,
            measure: 'vehicle',
            unitPrice: each,
            amount: count * each,
          },
        ];
      });
    }
    case 'metered': {
      const kind = fee.meterKind;
      const reading = kind ? facts.readings[kind] : undefined;
      if (!kind || !reading || reading.previous === null || reading.current === null) {
        return [{ ...base, quantity: 0, unitPrice: null, amount: 0, flag: 'noReading' }];
      }
      const used = toMilli(reading.current) - toMilli(reading.previous);
      if (used < 0) {
        return [{ ...base, quantity: 0, unitPrice: null, amount: 0, flag: 'readingBelowPrevious' }];
      }
      const charged = chargePeriod(used, fee.tariffs, period, facts.persons);
      const { previous, current, estimated } = reading;
      return [
        {
          ...base,
          quantity: used / 1000,
          measure: meterMeasures[kind],
          unitPrice: null,
          amount: charged.amount,
          reading: {
            previous,
            current,
            consumption: used / 1000,
            ...(estimated ? { estimated: true as const } : {}),
          },
          tiers: charged.parts.flatMap((part) => part.charge.shares),
        },
      ];
    }
    case 'oneOff':
      // Charged only by the unit charges put under it.
      return [];
  }
}

/**
 * What a notice asks for: its lines, what earlier notices left unpaid, less credits (what the
 * month before carried, and the credit notes among the lines). Never below zero: a credit larger
 * than that is carried to the next month.
 */
export function amountDue(
  lines: readonly InvoiceLine[],
  previousBalance: number,
  carriedCredit: number,
): { charges: number; credits: number; due: number; creditCarried: number } {
  let charges = 0;
  let credits = carriedCredit;
  for (const line of lines) {
    if (line.credit) credits += line.amount;
    else charges += line.amount;
  }
  const gross = charges + previousBalance - credits;
  return { charges, credits, due: Math.max(0, gross), creditCarried: Math.max(0, -gross) };
}
