import { describe, expect, it } from 'vitest';
import { judgeScannedUnit } from './scan-verdict';
import { qrStrings } from './strings';

const TIMES = { id: 'c-times', name: 'Chung cư Times City' };
const SUNRISE = { id: 'c-sunrise', name: 'Chung cư Sunrise City' };
const units = [
  { id: 'u-a', complexId: TIMES.id },
  { id: 'u-v', complexId: SUNRISE.id },
  { id: 'u-gone', complexId: TIMES.id, deletedAt: '2026-10-01T00:00:00.000Z' },
];

describe('a scanned label and the complex worked in', () => {
  it('opens a unit of the complex worked in, or any unit held under "Tất cả"', () => {
    expect(judgeScannedUnit('u-a', units, [TIMES, SUNRISE], TIMES.id)).toEqual({ kind: 'open' });
    expect(judgeScannedUnit('u-v', units, [TIMES, SUNRISE], null)).toEqual({ kind: 'open' });
  });

  it('names the other complex when the device holds the unit', () => {
    const verdict = judgeScannedUnit('u-v', units, [TIMES, SUNRISE], TIMES.id);
    expect(verdict).toEqual({ kind: 'other-complex', complex: SUNRISE });
    expect(qrStrings.get().scan.result.otherComplex(SUNRISE.name)).toContain(
      'Căn hộ này thuộc chung cư khác: Chung cư Sunrise City',
    );
  });

  it('says nothing of a unit the device does not hold (another complex, deleted, not synced)', () => {
    expect(judgeScannedUnit('u-elsewhere', units, [TIMES], TIMES.id)).toEqual({ kind: 'unknown' });
    expect(judgeScannedUnit('u-gone', units, [TIMES], TIMES.id)).toEqual({ kind: 'unknown' });
    // Held, but its complex is no longer on the device: not named either.
    expect(judgeScannedUnit('u-v', units, [TIMES], TIMES.id)).toEqual({ kind: 'unknown' });
  });
});
