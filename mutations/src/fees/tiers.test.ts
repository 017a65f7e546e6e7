import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Tier,
  chargeByTiers,
  chargePeriod,
  roundMilliDong,
  surcharge,
  tiersAreValid,
  toMilli,
} from './tiers';

/** EVN's residential tiers from May 2025 (đồng per kWh, before VAT). */
const EVN: Tier[] = [
  { from: 0, price: 1_984 },
  { from: 50, price: 2_050 },
  { from: 100, price: 2_380 },
  { from: 200, price: 2_998 },
  { from: 300, price: 3_350 },
  { from: 400, price: 3_460 },
];
/** TP.HCM's household water, m³ per registered person a month. */
const HCM_WATER: Tier[] = [
  { from: 0, price: 6_700 },
  { from: 4, price: 12_900 },
  { from: 6, price: 14_400 },
];

/** The plain reference: every whole unit priced by the tier it falls in, one at a time. */
function unitByUnit(units: number, tiers: readonly Tier[], persons: number): number {
  let cost = 0;
  for (let u = 0; u < units; u++) {
    let price = tiers[0]?.price ?? 0;
    for (const tier of tiers) if (u >= tier.from * persons) price = tier.price;
    cost += price;
  }
  return cost;
}

const tiersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 6 })
  .chain((starts) =>
    fc.tuple(
      fc.constant([0, ...starts.sort((a, b) => a - b)]),
      fc.array(fc.integer({ min: 0, max: 50_000 }), {
        minLength: starts.length + 1,
        maxLength: starts.length + 1,
      }),
    ),
  )
  .map(([froms, prices]) => froms.map((from, i) => ({ from, price: prices[i] ?? 0 })));

describe('charges by tiers', () => {
  it('250 kWh on EVN’s tiers: 589.600 ₫, and 8% VAT on it 47.168 ₫', () => {
    const { amount, shares } = chargeByTiers(toMilli(250), EVN);
    expect(amount).toBe(50 * 1_984 + 50 * 2_050 + 100 * 2_380 + 50 * 2_998);
    expect(amount).toBe(589_600);
    expect(shares.map((s) => s.milliUnits / 1000)).toEqual([50, 50, 100, 50]);
    expect(surcharge(amount, 800)).toBe(47_168);
  });

  it('TP.HCM’s water counts its limits per registered person: 20 m³ for 3 people', () => {
    const { amount, shares } = chargeByTiers(toMilli(20), HCM_WATER, { persons: 3 });
    expect(shares.map((s) => [s.from, s.to, s.milliUnits / 1000])).toEqual([
      [0, 12, 12],
      [12, 18, 6],
      [18, null, 2],
    ]);
    expect(amount).toBe(12 * 6_700 + 6 * 12_900 + 2 * 14_400);
  });

  it('a decimal reading is charged exactly, rounded half up once at the end', () => {
    // 12.345 m³ × 6.700 ₫ = 82.711,5 ₫ → 82.712 ₫
    expect(chargeByTiers(toMilli(12.345), [{ from: 0, price: 6_700 }]).amount).toBe(82_712);
    expect(roundMilliDong(82_711_499)).toBe(82_711);
    expect(surcharge(82_712, 1_000)).toBe(8_271);
    expect(surcharge(5, 1_000)).toBe(1); // 0,5 ₫ half up
  });

  it('refuses tiers that do not start at 0 or do not rise, and negative or broken prices', () => {
    expect(tiersAreValid(EVN)).toBe(true);
    for (const bad of [
      [],
      [{ from: 1, price: 100 }],
      [
        { from: 0, price: 100 },
        { from: 0, price: 200 },
      ],
      [{ from: 0, price: -1 }],
      [{ from: 0, price: 1.5 }],
    ]) {
      expect(tiersAreValid(bad), JSON.stringify(bad)).toBe(false);
      expect(() => chargeByTiers(1000, bad)).toThrow(RangeError);
    }
  });

  it('equals the unit-by-unit reference on random tariffs, consumptions and households', () => {
    fc.assert(
      fc.property(
        tiersArb,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 6 }),
        (tiers, units, persons) => {
          const { amount, shares } = chargeByTiers(toMilli(units), tiers, { persons });
          expect(amount).toBe(unitByUnit(units, tiers, persons));
          expect(shares.reduce((sum, s) => sum + s.milliUnits, 0)).toBe(toMilli(units));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a period across a tariff change', () => {
  const before = { effectiveFrom: '2026-01-01', tiers: EVN, basis: 'household' as const };
  const after = {
    effectiveFrom: '2026-11-16',
    tiers: EVN.map((t) => ({ ...t, price: t.price + 100 })),
    basis: 'household' as const,
  };

  it('shares consumption and tier limits by days, as EVN bills', () => {
    const { parts, amount } = chargePeriod(toMilli(300), [after, before], {
      start: '2026-11-01',
      end: '2026-12-01',
    });
    expect(parts.map((p) => [p.tariff.effectiveFrom, p.days])).toEqual([
      ['2026-01-01', 15],
      ['2026-11-16', 15],
    ]);
    // Half the month each: 150 kWh with tier limits halved (25, 50, 100, 150 …).
    expect(parts.map((p) => p.charge.shares.map((s) => s.milliUnits / 1000))).toEqual([
      [25, 25, 50, 50],
      [25, 25, 50, 50],
    ]);
    const [first, second] = parts.map((p) => p.charge.amount);
    expect(amount).toBe((first ?? 0) + (second ?? 0));
    expect((second ?? 0) - (first ?? 0)).toBe(150 * 100);
  });

  it('one tariff in force charges the whole period as it is; none at its start is refused', () => {
    const whole = chargePeriod(toMilli(250), [before], { start: '2026-11-01', end: '2026-12-01' });
    expect(whole.amount).toBe(589_600);
    expect(() =>
      chargePeriod(toMilli(10), [after], { start: '2026-11-01', end: '2026-12-01' }),
    ).toThrow(RangeError);
  });

  it('its parts always add up to the consumption', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 2, max: 29 }),
        (milliUnits, day) => {
          const change = { ...after, effectiveFrom: `2026-11-${String(day).padStart(2, '0')}` };
          const { parts } = chargePeriod(milliUnits, [before, change], {
            start: '2026-11-01',
            end: '2026-12-01',
          });
          const charged = parts
            .flatMap((p) => p.charge.shares)
            .reduce((s, x) => s + x.milliUnits, 0);
          expect(charged).toBe(milliUnits);
          expect(parts.reduce((s, p) => s + p.days, 0)).toBe(30);
        },
      ),
      { numRuns: 200 },
    );
  });
});
