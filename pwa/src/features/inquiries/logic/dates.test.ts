import { describe, expect, it } from 'vitest';
import { formatCreated, formatStepTime, formatUpdated } from './dates';

describe('dates', () => {
  it('formats as every screen does (dd/MM/yyyy, HH:mm) and answers null for missing or invalid values', () => {
    const local = '2026-03-05T02:07:00Z'; // 09:07 in Hà Nội
    expect(formatCreated(local)).toBe('05/03/2026 09:07');
    expect(formatUpdated(local)).toBe('05/03/2026');
    expect(formatStepTime(local)).toBe('05/03/2026 09:07');
    expect(formatCreated(null)).toBeNull();
    expect(formatUpdated('not a date')).toBeNull();
  });
});
