import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatAgo,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatStrings,
  formatTime,
} from './format';
import { chosenLocale, translationsLoading as loaded } from './i18n/test-support';
import { calendarDay, datedFileName } from './sheet-export';

afterEach(() => chosenLocale.set('vi'));

describe('one format everywhere', () => {
  it('writes days, times and both in the Vietnamese order, 24 hours', () => {
    const at = new Date('2026-11-28T07:05:00Z');
    expect(formatDate(at)).toBe('28/11/2026');
    expect(formatTime(at)).toBe('14:05');
    expect(formatDateTime(at)).toBe('28/11/2026 14:05');
    expect(formatDate('2026-01-02')).toBe('02/01/2026');
    expect([formatDate(null), formatDate(''), formatDateTime('not a date')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  describe('on a device set to another zone (New York)', () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'America/New_York';
    });
    afterAll(() => {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    });

    it('shows every moment on Hà Nội’s clock and a day alone as that day', () => {
      // 17:30 UTC on 30 November: 12:30 that day in New York, 00:30 on 1 December in Hà Nội.
      const at = '2026-11-30T17:30:00Z';
      expect(new Date(at).getHours()).toBe(12);
      expect(formatDateTime(at)).toBe('01/12/2026 00:30');
      expect([formatDate(new Date(at)), formatTime(at)]).toEqual(['01/12/2026', '00:30']);
      expect(formatMonth(new Date(at))).toBe('Tháng 12/2026');
      expect(formatDate('2026-11-30')).toBe('30/11/2026');
      // A sheet's date cell and a file's name give the same day.
      expect(calendarDay(new Date(at)).toISOString()).toBe('2026-12-01T00:00:00.000Z');
      expect(datedFileName('yeu-cau', new Date(at))).toBe('yeu-cau-2026-12-01.xlsx');
    });
  });

  it('says how long ago in words, null for no time', () => {
    expect(formatAgo(Date.now() - 5 * 60_000)).toMatch(/5/);
    expect([formatAgo(null), formatAgo(''), formatAgo('not a date')]).toEqual([null, null, null]);
  });

  it('writes a month as Tháng 11/2026, and by name in English', async () => {
    expect(formatMonth('2026-11')).toBe('Tháng 11/2026');
    expect(formatMonth(new Date('2027-01-15T03:00:00Z'))).toBe('Tháng 1/2027');
    chosenLocale.set('en');
    await loaded();
    expect(formatStrings.get().month(11, 2026)).toBe('November 2026');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('writes money in whole đồng with dots, and numbers with Vietnamese grouping', () => {
    expect(formatMoney(1_250_000)).toBe('1.250.000\u00a0₫');
    expect(formatMoney('8500000.00')).toBe('8.500.000\u00a0₫');
    expect(formatMoney(999.5)).toBe('1.000\u00a0₫');
    expect(formatMoney(0)).toBe('0\u00a0₫');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(12.3456)).toBe('12,346');
    expect(formatPercent(0.425)).toBe('43%');
  });
});
