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

  it('gives way to the newest once a month shown has left the mirror', () => {
    const gone = { scope: 'tc', periodId: 'p-12', shown: true };
    expect(shownPeriod(newestFirst, gone, 'tc')).toBe(november);
    expect(shownPeriod(newestFirst, { ...gone, shown: false }, 'tc')).toBeUndefined();
  });

  it('forgets a choice made in another complex', () => {
    expect(shownPeriod(newestFirst, { scope: 'sr', periodId: 'p-x' }, 'tc')).toBe(november);
  });
});
