import { describe, expect, it } from 'vitest';
import { serverInquiry } from '../test-support';
import { inquiryStrings } from '../strings';
import { awaitsNumber, numberLabel } from './number';

describe("a request's number on screen (S32)", () => {
  it('is the number the server gave, never the id', () => {
    const numbered = serverInquiry({ number: 'TC-HN-YC-2026-00042' });
    expect(numberLabel(numbered, 'Chờ số')).toBe('TC-HN-YC-2026-00042');
    expect(awaitsNumber(numbered)).toBe(false);
  });

  it('is the provisional mark while a request made on this device has not synced', () => {
    const made = serverInquiry({ number: null });
    const pending = inquiryStrings.get().pendingNumber;
    expect(pending).toBe('Chờ số');
    expect(numberLabel(made, pending)).toBe('Chờ số');
    expect(numberLabel(made, pending)).not.toContain(made.id.slice(0, 8));
    expect(awaitsNumber(made)).toBe(true);
  });
});
