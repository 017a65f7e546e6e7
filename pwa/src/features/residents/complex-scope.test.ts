import { describe, expect, it } from 'vitest';
import type { Resident } from '@chungcu/contracts';
import { toMirrorRow } from '../../data/entities';
import {
  type MirroredResident,
  applyChanges,
  compareEntries,
  filterEntries,
  findDuplicate,
  refilter,
  toIndexEntry,
} from './search';
import { serverResident } from './test-support';

const TIMES = '0193a1f0-0000-7000-8000-0000000000a1';
const SUNRISE = '0193a1f0-0000-7000-8000-0000000000b2';

function entry(id: string, name: string, complexId: string, extra: Partial<Resident> = {}) {
  const row = serverResident({
    id,
    firstName: name,
    lastName: 'Nguyễn',
    idCardNumber: `0790000000${id}`,
    email: `${id}@chungcu.vn`,
    complexId,
    ...extra,
  });
  return toIndexEntry(toMirrorRow('resident', row) as MirroredResident);
}

const entries = [
  entry('1', 'An', TIMES),
  entry('2', 'Bình', SUNRISE),
  entry('3', 'Cường', TIMES, { status: 'inactive' }),
  entry('4', 'Dũng', SUNRISE),
].sort(compareEntries);
const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('the residents list scoped to the complex worked in', () => {
  it('shows one complex, or every complex held for "Tất cả"', () => {
    expect(ids(filterEntries(entries, '', 'all', SUNRISE))).toEqual(['2', '4']);
    expect(ids(filterEntries(entries, 'nguyen', 'active', TIMES))).toEqual(['1']);
    expect(filterEntries(entries, '', 'all', null)).toBe(entries);
  });

  it('filters again when the complex changes, and a save adds only its own complex', () => {
    const times = refilter(null, entries, null, '', 'all', TIMES);
    expect(ids(times.result)).toEqual(['1', '3']);
    // Switching must not narrow the last result: Sunrise's rows are not in it.
    const sunrise = refilter(times, entries, null, '', 'all', SUNRISE);
    expect(ids(sunrise.result)).toEqual(['2', '4']);

    const added = [entry('5', 'Em', SUNRISE), entry('6', 'Giang', TIMES)];
    const next = applyChanges(entries, [], added);
    const after = refilter(
      sunrise,
      next,
      { base: entries, removed: [], added },
      '',
      'all',
      SUNRISE,
    );
    expect(ids(after.result)).toEqual(['2', '4', '5']);
  });

  it('finds a duplicate ID card or email within the same complex only (unique per complex)', () => {
    const values = { idCardNumber: '07900000001', email: 'x@chungcu.vn' };
    expect(findDuplicate(entries, values, null, TIMES)).toBe('idCardNumber');
    expect(findDuplicate(entries, values, null, SUNRISE)).toBeNull();
    expect(findDuplicate(entries, { idCardNumber: 'x', email: '2@chungcu.vn' }, null)).toBe(
      'email',
    );
  });
});
