import { describe, expect, it } from 'vitest';
import { formatDay, formatRent, formatViDay, formatVnd } from './format';

describe('formats', () => {
  it('formats move-in days as MMM D, YYYY', () => {
    expect(formatDay('2025-03-05T10:00:00.000Z')).toBe('Mar 5, 2025');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('not a date')).toBeNull();
  });

  it('formats request days as DD/MM/YYYY', () => {
    expect(formatViDay('2026-11-22T12:00:00.000Z')).toBe('22/11/2026');
    expect(formatViDay(null)).toBeNull();
    expect(formatViDay('not a date')).toBeNull();
  });

  it('formats the monthly rent like $1,850', () => {
    expect(formatRent('1850.00')).toBe('$1,850');
    expect(formatRent('1850')).toBe('$1,850');
    expect(formatRent('12500.5')).toBe('$12,500.5');
  });

  it('formats a rent in VND like 1.250.000 ₫, the stored value as it is', () => {
    const nbsp = '\u00a0';
    expect(formatVnd('1250000.00')).toBe(`1.250.000${nbsp}₫`);
    expect(formatVnd('1850.00')).toBe(`1.850${nbsp}₫`);
    expect(formatVnd('12000000')).toBe(`12.000.000${nbsp}₫`);
    expect(formatVnd('0')).toBe(`0${nbsp}₫`);
    // Đồng have no decimals: a stored fraction rounds.
    expect(formatVnd('1850.50')).toBe(`1.851${nbsp}₫`);
    expect(formatVnd('')).toBe('');
    expect(formatVnd('abc')).toBe('abc');
  });
});
