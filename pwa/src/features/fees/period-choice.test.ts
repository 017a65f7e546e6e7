import type { BillingPeriod } from '@chungcu/contracts';
import { describe, expect, it } from 'vitest';
import { shownPeriod } from './period-choice';

const period = (id: string, month: string) => ({ id, month }) as BillingPeriod;
const november = period('p-11', '2026-11');
const october = period('p-10', '2026-10');
const newestFirst = [november, october];

describe('the month the billing screen shows', () => {
  it('is the newest until one is chosen, then the one chosen', () => {
    expect(shownPeriod(newestFirst, null, 'tc')).toBe(november);
    expect(shownPeriod(newestFirst, { scope: 'tc', periodId: 'p-10' }, 'tc')).toBe(october);
  });

  it('is none while a month just opened has not reached the live read, never the month before', () => {
    const opened = { scope: 'tc', periodId: 'p-12' };
    expect(shownPeriod(newestFirst, opened, 'tc')).toBeUndefined();
    const december = period('p-12', '2026-12');
    expect(shownPeriod([december, ...newestFirst], opened, 'tc')).toBe(december);
  });

  it('keeps the month shown while a live read misses it for a moment, and only that month', () => {
    const chosen = { scope: 'tc', periodId: 'p-10' };
    expect(shownPeriod([november], chosen, 'tc', october)).toBe(october);
    expect(shownPeriod([november], chosen, 'tc', november)).toBeUndefined();
    expect(shownPeriod([november], null, 'tc', october)).toBe(november);
  });

  it('forgets a choice made in another complex', () => {
    expect(shownPeriod(newestFirst, { scope: 'sr', periodId: 'p-x' }, 'tc')).toBe(november);
  });
});
