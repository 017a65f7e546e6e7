import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeeRule, type UnitFacts, amountDue, linesForUnit } from './invoice';

const NOVEMBER = { start: '2026-11-01', end: '2026-12-01' };
/** A fee with what its basis does not use left empty, as stored. */
const fee = (rule: Partial<FeeRule> & Pick<FeeRule, 'id' | 'name' | 'basis'>): FeeRule => ({
  unitPrice: null,
  vehiclePrices: {},
  meterKind: null,
  tariffs: [],
  surcharges: [],
  settlePriority: null,
  ...rule,
});
const FEES: FeeRule[] = [
  fee({ id: 'ql', name: 'Phí quản lý', basis: 'perArea', unitPrice: 8_000 }),
  fee({ id: 'rac', name: 'Phí rác', basis: 'perUnit', unitPrice: 30_000 }),
  fee({
    id: 'xe',
    name: 'Phí gửi xe',
    basis: 'perVehicle',
    vehiclePrices: { motorbike: 100_000, car: 1_500_000 },
  }),
  fee({
    id: 'nuoc',
    name: 'Tiền nước',
    basis: 'metered',
    meterKind: 'water',
    tariffs: [
      {
        effectiveFrom: '2025-01-01',
        basis: 'perPerson',
        tiers: [
          { from: 0, price: 6_700 },
          { from: 4, price: 12_900 },
          { from: 6, price: 14_400 },
        ],
      },
    ],
    surcharges: [
      { name: 'VAT 5%', basisPoints: 500 },
      { name: 'Phí BVMT 10%', basisPoints: 1_000 },
    ],
  }),
];
const UNIT: UnitFacts = {
  area: 75.35,
  vehicles: [{ kind: 'motorbike' }, { kind: 'motorbike' }, { kind: 'car' }, { kind: 'bicycle' }],
  persons: 3,
  readings: { water: { previous: 120, current: 140 } },
  optedOut: new Set(),
  charges: [],
};

describe('a unit’s notice', () => {
  it('charges the area, the unit, each vehicle by kind and the water by tiers with its surcharges', () => {
    const lines = linesForUnit(FEES, UNIT, NOVEMBER);
    expect(lines.map((l) => [l.name, l.amount])).toEqual([
      ['Phí quản lý', 602_800], // 75,35 m² × 8.000 ₫
      ['Phí rác', 30_000],
      ['Phí gửi xe: Xe máy', 200_000],
      ['Phí gửi xe: Ô tô', 1_500_000], // no price for bicycles: not charged
      ['Tiền nước', 186_600], // 20 m³ for 3 people: 12 × 6.700 + 6 × 12.900 + 2 × 14.400
      ['VAT 5% (Tiền nước)', 9_330],
      ['Phí BVMT 10% (Tiền nước)', 18_660],
    ]);
    expect(lines.find((l) => l.feeTypeId === 'nuoc')?.reading?.consumption).toBe(20);
    // What each quantity counts, for the notice to say "75,35 m²", "2 xe", "20 m³".
    expect(lines.map((l) => [l.quantity, l.measure])).toEqual([
      [75.35, 'm2'],
      [1, undefined],
      [2, 'vehicle'],
      [1, 'vehicle'],
      [20, 'm3'],
      [1, undefined],
      [1, undefined],
    ]);
  });

  it('flags a metered line without a reading, or with one below the last, and never guesses', () => {
    const missing = linesForUnit(FEES, { ...UNIT, readings: {} }, NOVEMBER);
    expect(missing.filter((l) => l.feeTypeId === 'nuoc')).toMatchObject([
      { amount: 0, flag: 'noReading' },
    ]);
    const lower = linesForUnit(
      FEES,
      { ...UNIT, readings: { water: { previous: 140, current: 120 } } },
      NOVEMBER,
    );
    expect(lower.filter((l) => l.feeTypeId === 'nuoc')).toMatchObject([
      { amount: 0, flag: 'readingBelowPrevious' },
    ]);
  });

  it('leaves out a fee switched off for the unit, and adds its charges and credit notes', () => {
    const fees = [...FEES, fee({ id: 'khac', name: 'Phí khác', basis: 'oneOff' })];
    const charge = (id: string, feeTypeId: string, kind: 'charge' | 'credit', amount: number) => ({
      id,
      feeTypeId,
      kind,
      name: `Khoản ${id}`,
      amount,
    });
    const lines = linesForUnit(
      fees,
      {
        ...UNIT,
        optedOut: new Set(['nuoc', 'xe']),
        charges: [
          charge('a', 'khac', 'charge', 150_000),
          charge('b', 'nuoc', 'credit', 40_000), // a credit note under a fee switched off
          charge('c', 'da-xoa', 'charge', 10_000), // its fee removed since
        ],
      },
      NOVEMBER,
    );
    expect(lines.map((l) => [l.name, l.amount, l.credit ?? false])).toEqual([
      ['Phí quản lý', 602_800, false],
      ['Phí rác', 30_000, false],
      ['Khoản b', 40_000, true],
      ['Khoản a', 150_000, false],
      ['Khoản c', 10_000, false],
    ]);
    expect(amountDue(lines, 0, 5_000)).toEqual({
      charges: 602_800 + 30_000 + 150_000 + 10_000,
      credits: 45_000,
      due: 602_800 + 30_000 + 150_000 + 10_000 - 45_000,
      creditCarried: 0,
    });
  });

  it('keeps the board’s settling order of each fee on its lines, surcharges and charges', () => {
    const ordered = FEES.map((f) => (f.id === 'nuoc' ? { ...f, settlePriority: 1 } : f));
    const withCharge = {
      ...UNIT,
      charges: [
        { id: 'c1', feeTypeId: 'nuoc', kind: 'charge' as const, name: 'Sửa ống', amount: 50_000 },
      ],
    };
    const lines = linesForUnit(ordered, withCharge, NOVEMBER);
    const water = lines.filter((l) => l.feeTypeId === 'nuoc');
    expect(water.length).toBe(4); // the line, two surcharges, the charge
    expect(water.every((l) => l.settlePriority === 1)).toBe(true);
    expect(lines.filter((l) => l.feeTypeId !== 'nuoc').some((l) => 'settlePriority' in l)).toBe(
      false,
    );
  });

  it('asks for its lines plus what is unpaid less credits, carrying a credit larger than that', () => {
    const lines = linesForUnit(FEES, UNIT, NOVEMBER);
    const charges = lines.reduce((s, l) => s + l.amount, 0);
    expect(amountDue(lines, 250_000, 0)).toEqual({
      charges,
      credits: 0,
      due: charges + 250_000,
      creditCarried: 0,
    });
    expect(amountDue(lines, 0, charges + 1_000)).toEqual({
      charges,
      credits: charges + 1_000,
      due: 0,
      creditCarried: 1_000,
    });
  });

  it('its total is always its lines plus the previous balance less credits, to the đồng', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 5_000_000 })), { maxLength: 4 }),
        (area, previous, used, persons, balance, carried, extra) => {
          const facts: UnitFacts = {
            ...UNIT,
            area,
            persons,
            readings: { water: { previous: previous / 1000, current: (previous + used) / 1000 } },
            charges: extra.map(([credit, amount], i) => ({
              id: String(i),
              feeTypeId: 'rac',
              kind: credit ? 'credit' : 'charge',
              name: `Khoản ${i}`,
              amount,
            })),
          };
          const lines = linesForUnit(FEES, facts, NOVEMBER);
          for (const line of lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
          const { charges, credits, due, creditCarried } = amountDue(lines, balance, carried);
          const sum = (credit: boolean) =>
            lines.filter((l) => Boolean(l.credit) === credit).reduce((s, l) => s + l.amount, 0);
          expect(charges).toBe(sum(false));
          expect(credits).toBe(carried + sum(true));
          expect(due - creditCarried).toBe(charges + balance - credits);
        },
      ),
      { numRuns: 300 },
    );
  });
});
