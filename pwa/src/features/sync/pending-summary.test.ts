import { mutators } from '@chungcu/mutations';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading } from '../../lib/i18n/test-support';
import { pendingSummary } from './pending-summary';
import { syncStrings } from './strings';

afterEach(() => chosenLocale.set('vi'));

describe('pendingSummary', () => {
  it('says what waits in what people did, one part per mutation name, then the total', () => {
    const s = syncStrings.get();
    const summary = pendingSummary(
      [
        ['createResident', 2],
        ['createMeterReading', 1],
        ['createAttachment', 3],
      ],
      s,
    );
    expect(summary).toBe('2 cư dân mới, 1 chỉ số công tơ, 3 ảnh (tổng 6)');
  });

  it('counts changes without a label together, last, and says when nothing waits', () => {
    const s = syncStrings.get();
    expect(
      pendingSummary(
        [
          [null, 1],
          ['updateResident', 1],
          ['someFutureName', 2],
        ],
        s,
      ),
    ).toBe('1 lần sửa cư dân, 3 thay đổi khác (tổng 4)');
    expect(pendingSummary([], s)).toBe('Không có');
  });

  it('speaks English once chosen', async () => {
    chosenLocale.set('en');
    await translationsLoading();
    const s = syncStrings.get();
    expect(
      pendingSummary(
        [
          ['createResident', 1],
          ['createAttachment', 2],
        ],
        s,
      ),
    ).toBe('1 new resident, 2 photos (3 in all)');
  });

  it('has a label for every mutation a device may queue, in Vietnamese and English', async () => {
    const names = Object.keys(mutators);
    const vietnamese = syncStrings.get().kinds;
    expect(names.filter((name) => !vietnamese[name])).toEqual([]);
    chosenLocale.set('en');
    await translationsLoading();
    const translated = syncStrings.get().kinds;
    const untranslated = names.filter(
      (name) => !translated[name] || translated[name](2) === vietnamese[name]?.(2),
    );
    expect(untranslated).toEqual([]);
  });
});
