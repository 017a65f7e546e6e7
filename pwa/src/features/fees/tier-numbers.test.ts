import { chargePeriod, type TieredTariff } from '@chungcu/mutations';
import { expect, it } from 'vitest';
import { numberedTiers } from './tier-numbers';

const tiers = [
  { from: 0, price: 1_984 },
  { from: 50, price: 2_050 },
  { from: 100, price: 2_380 },
];

it('numbers a month’s tiers from 1 as its tariff counts them', () => {
  const tariff: TieredTariff = { effectiveFrom: '2026-01-01', basis: 'household', tiers };
  const { parts } = chargePeriod(161_000, [tariff], { start: '2026-10-01', end: '2026-11-01' });
  const numbered = numberedTiers(parts.flatMap((part) => part.charge.shares));
  expect(numbered.map(({ ordinal, tier }) => [ordinal, tier.from, tier.to])).toEqual([
    [1, 0, 50],
    [2, 50, 100],
    [3, 100, null],
  ]);
});

it('starts the count again where a month crossing a tariff change meets the new tariff', () => {
  const before: TieredTariff = { effectiveFrom: '2026-01-01', basis: 'household', tiers };
  const after: TieredTariff = {
    effectiveFrom: '2026-10-16',
    basis: 'household',
    tiers: tiers.map((tier) => ({ ...tier, price: tier.price + 100 })),
  };
  const { parts } = chargePeriod(161_000, [after, before], {
    start: '2026-10-01',
    end: '2026-11-01',
  });
  const numbered = numberedTiers(parts.flatMap((part) => part.charge.shares));
  expect(parts).toHaveLength(2);
  expect(numbered.map(({ ordinal }) => ordinal)).toEqual([1, 2, 3, 1, 2, 3]);
  expect(numbered.map(({ tier }) => tier.price)).toEqual([
    1_984, 2_050, 2_380, 2_084, 2_150, 2_480,
  ]);
});
