import { describe, expect, it } from 'vitest';
import { formatCreated, formatStepTime, formatUpdated } from './dates';

describe('dates', () => {
  it('formats as every screen does (dd/MM/yyyy, HH:mm) and answers null for missing or invalid values', () => {
    const local = new Date(2026, 2, 5, 9, 7).toISOString();
    expect(formatCreated(local)).toBe('05/03/2026 09:07');
    expect(formatUpdated(local)).toBe('05/03/2026');
    expect(formatStepTime(local)).toBe('05/03/2026 09:07');
    expect(formatCreated(null)).toBeNull();
    expect(formatUpdated('not a date')).toBeNull();
  });
});
