import { type MeterKind, type VehicleKind, vehicleKinds } from '@chungcu/contracts';
import { type TieredTariff, type TierShare, chargePeriod, surcharge, toMilli } from './tiers';

/**
 * What a fee charges by: the unit's area (phí quản lý, đồng per m²), the unit (rác), each
 * registered vehicle by kind (gửi xe), a meter's consumption by tiers (nước, điện), or a
 * one-off amount put on a unit.
 */
export type FeeBasis = 'perArea' | 'perUnit' | 'perVehicle' | 'metered' | 'oneOff';

export interface FeeType {
  id: string;
  name: string;
  basis: FeeBasis;
  /** Đồng per m² (perArea) or per unit (perUnit). */
  unitPrice?: number;
  /** Đồng a month per vehicle of each kind (perVehicle); a kind not named is not charged. */
  vehiclePrices?: Partial<Record<VehicleKind, number>>;
  /** The meter a metered fee reads, and its tariffs with their dates. */
  meter?: MeterKind;
  tariffs?: TieredTariff[];
  /** Percentages on the fee's amount, each its own line (VAT 8% = 800). */
  surcharges?: readonly { name: string; basisPoints: number }[];
}

/** A meter's figures for the period: the last reading before it and this month's. */
export interface PeriodReading {
  previous: number | null;
  current: number | null;
  /** Entered by staff as an estimate: the line says so. */
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
  /** Fees switched off for the unit (it pays EVN directly, say). */
  optedOut: ReadonlySet<string>;
  oneOffs: readonly { feeTypeId: string; name: string; amount: number }[];
}

export interface InvoiceLine {
  feeTypeId: string;
  name: string;
  /** How much was charged: m², units, vehicles, kWh or m³. */
  quantity: number;
  unitPrice: number | null;
  amount: number;
  /** Metered lines: the readings and how the consumption fell in the tiers. */
  reading?: PeriodReading & { consumption: number };
  tiers?: TierShare[];
  /**
   * The line could not be computed and is 0 ₫ until staff settle it (a reading entered or
   * estimated): no reading this month, or one below the last. It is never guessed.
   */
  flag?: 'noReading' | 'readingBelowPrevious';
}

/** Half up to the đồng of `hundredths × price / 100` (an area of 75.35 m² is 7,535). */
const byHundredths = (hundredths: number, price: number) =>
  Math.floor((hundredths * price + 50) / 100);

/**
 * The lines of a unit's notice for one month (`period`: 'YYYY-MM-DD' start included, end
 * excluded), in the order of `feeTypes`, each followed by its surcharges. A metered fee without
 * both readings is a flagged line of 0 ₫ for staff to settle before issuing.
 */
export function linesForUnit(
  feeTypes: readonly FeeType[],
  facts: UnitFacts,
  period: { start: string; end: string },
): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const fee of feeTypes) {
    if (facts.optedOut.has(fee.id)) continue;
    const made = feeLines(fee, facts, period);
    for (const line of made) {
      lines.push(line);
      if (line.flag || line.amount === 0) continue;
      for (const extra of fee.surcharges ?? []) {
        lines.push({
          feeTypeId: fee.id,
          name: `${extra.name} (${line.name})`,
          quantity: 1,
          unitPrice: null,
          amount: surcharge(line.amount, extra.basisPoints),
        });
      }
    }
  }
  return lines;
}

function feeLines(
  fee: FeeType,
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
        const each = fee.vehiclePrices?.[kind];
        if (each === undefined) return [];
        const name = `${fee.name}: ${vehicleKinds.labels[kind]}`;
        return [{ ...base, name, quantity: count, unitPrice: each, amount: count * each }];
      });
    }
    case 'metered': {
      const reading = fee.meter ? facts.readings[fee.meter] : undefined;
      if (!reading || reading.previous === null || reading.current === null) {
        return [{ ...base, quantity: 0, unitPrice: null, amount: 0, flag: 'noReading' }];
      }
      const used = toMilli(reading.current) - toMilli(reading.previous);
      if (used < 0) {
        return [{ ...base, quantity: 0, unitPrice: null, amount: 0, flag: 'readingBelowPrevious' }];
      }
      const charged = chargePeriod(used, fee.tariffs ?? [], period, facts.persons);
      return [
        {
          ...base,
          quantity: used / 1000,
          unitPrice: null,
          amount: charged.amount,
          reading: { ...reading, consumption: used / 1000 },
          tiers: charged.parts.flatMap((part) => part.charge.shares),
        },
      ];
    }
    case 'oneOff':
      return facts.oneOffs
        .filter((o) => o.feeTypeId === fee.id)
        .map((o) => ({
          ...base,
          name: o.name,
          quantity: 1,
          unitPrice: o.amount,
          amount: o.amount,
        }));
  }
}

/**
 * What a notice asks for: its lines, what earlier notices left unpaid, less credits (an
 * overpayment, a credit note). Never below zero: a credit larger than the month is carried.
 */
export function amountDue(
  lines: readonly InvoiceLine[],
  previousBalance: number,
  credits: number,
): { charges: number; due: number; creditCarried: number } {
  const charges = lines.reduce((sum, line) => sum + line.amount, 0);
  const gross = charges + previousBalance - credits;
  return { charges, due: Math.max(0, gross), creditCarried: Math.max(0, -gross) };
}
