import { describe, expect, it } from 'vitest';
import { formatDay, formatRent } from './format';

describe('formats', () => {
  it('formats move-in days as MMM D, YYYY', () => {
    expect(formatDay('2025-03-05T10:00:00.000Z')).toBe('Mar 5, 2025');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('not a date')).toBeNull();
  });

  it('formats the monthly rent like $1,850', () => {
    expect(formatRent('1850.00')).toBe('$1,850');
    expect(formatRent('1850')).toBe('$1,850');
    expect(formatRent('12500.5')).toBe('$12,500.5');
  });
});
