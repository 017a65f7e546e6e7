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

function entry(id: string, lastName: string, firstName: string, extra: Partial<Resident> = {}) {
  const row = serverResident({
    id,
    firstName,
    lastName,
    idCardNumber: `0790${id}`,
    email: `${id}@chungcu.vn`,
    ...extra,
  });
  return toIndexEntry(toMirrorRow('resident', row) as MirroredResident);
}

const entries = [
  entry('1', 'Nguyễn Văn', 'An'),
  entry('2', 'Trần Thị', 'Bình', { status: 'inactive', email: 'binh.tran@gmail.com' }),
  entry('3', 'Lê', 'Đường', { status: 'pending', idCardNumber: '001203004567' }),
  entry('4', 'Phạm', 'Cường'),
].sort(compareEntries);

const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('filterEntries', () => {
  it('finds a phone number written as people write it, stored as +84…', () => {
    const withPhone = [
      entry('5', 'Hoàng', 'Giang', { phone: '+84912345699' }),
      entry('6', 'Vũ', 'Hà', { phone: '+84987654321' }),
    ];
    for (const query of ['0912 345 699', '0912.345.699', '0912-345', '+84 912 345 699', '912345']) {
      expect(ids(filterEntries(withPhone, query, 'all')), query).toEqual(['5']);
    }
    expect(ids(filterEntries(withPhone, '0912 345 000', 'all'))).toEqual([]);
    // Typing on narrows what the shorter number found.
    const first = refilter(null, withPhone, null, '0912', 'all');
    expect(ids(refilter(first, withPhone, null, '0912 345 6', 'all').result)).toEqual(['5']);
    // Typed key by key: '091' is too short to be a phone and finds nobody; '0912' is one, and
    // finds the number the shorter query's empty answer would have hidden.
    let typed = refilter(null, withPhone, null, '0', 'all');
    for (const query of ['09', '091', '0912', '0912 3']) {
      typed = refilter(typed, withPhone, null, query, 'all');
    }
    expect(ids(typed.result)).toEqual(['5']);
  });

  it('ignores Vietnamese diacritics: "nguyen" finds "Nguyễn", "duong" finds "Đường"', () => {
    expect(ids(filterEntries(entries, 'nguyen', 'all'))).toEqual(['1']);
    expect(ids(filterEntries(entries, 'duong', 'all'))).toEqual(['3']);
  });

  it('is case-insensitive, and accented queries fold too', () => {
    expect(ids(filterEntries(entries, 'NGUYỄN', 'all'))).toEqual(['1']);
    expect(ids(filterEntries(entries, 'bÌnH', 'all'))).toEqual(['2']);
  });

  it('matches substrings of the ID card and the email', () => {
    expect(ids(filterEntries(entries, '03004', 'all'))).toEqual(['3']);
    expect(ids(filterEntries(entries, 'tran@gmail', 'all'))).toEqual(['2']);
  });

  it('matches the whole name in Vietnamese order', () => {
    expect(ids(filterEntries(entries, 'nguyen van an', 'all'))).toEqual(['1']);
  });

  it('filters by status, alone or with a search', () => {
    expect(ids(filterEntries(entries, '', 'pending'))).toEqual(['3']);
    expect(ids(filterEntries(entries, '', 'active'))).toEqual(['1', '4']);
    expect(ids(filterEntries(entries, 'nguyen', 'inactive'))).toEqual([]);
  });

  it('answers the same list when nothing filters, and nothing for no match', () => {
    expect(filterEntries(entries, '  ', 'all')).toBe(entries);
    expect(filterEntries(entries, 'zzz', 'all')).toEqual([]);
  });
});

describe('the index order and its updates', () => {
  it('sorts by given name, then family name', () => {
    expect(ids(entries)).toEqual(['1', '2', '4', '3']);
  });

  it('applies a create, an edit and a delete without a full sort', () => {
    const old = (id: string) => entries.find((e) => e.id === id) as (typeof entries)[number];
    const next = applyChanges(
      entries,
      [old('1'), old('4')],
      [entry('5', 'Hoàng', 'Bảo'), entry('1', 'Nguyễn Văn', 'Yến')],
    );
    expect(ids(next)).toEqual(['5', '2', '3', '1']);
    expect(ids(entries)).toEqual(['1', '2', '4', '3']);
  });

  it('skips a removed entry that is not in the list (it did not match a filter)', () => {
    const active = filterEntries(entries, '', 'active');
    const inactive = entries.filter((e) => e.id === '2');
    const next = applyChanges(active, inactive, []);
    expect(ids(next)).toEqual(['1', '4']);
  });
});

describe('refilter', () => {
  const byId = (id: string) => entries.filter((e) => e.id === id)[0] as (typeof entries)[number];

  it('after a save, matches only the changed rows and equals a full filter', () => {
    const last = refilter(null, entries, null, 'nguyen', 'all');
    const added = [entry('5', 'Nguyễn Thị', 'Bảo'), entry('1', 'Phạm', 'An')];
    const next = applyChanges(entries, [byId('1')], added);
    const delta = { base: entries, removed: [byId('1')], added };
    const result = refilter(last, next, delta, 'nguyen', 'all').result;
    expect(ids(result)).toEqual(['5']);
    expect(result).toEqual(filterEntries(next, 'nguyen', 'all'));
  });

  it('a keystroke that extends the query narrows the last result', () => {
    const last = refilter(null, entries, null, 'n', 'all');
    const narrowed = refilter(last, entries, null, 'ngu', 'all');
    expect(narrowed.result).toEqual(filterEntries(entries, 'ngu', 'all'));
    const widened = refilter(narrowed, entries, null, 'b', 'all');
    expect(widened.result).toEqual(filterEntries(entries, 'b', 'all'));
  });

  it('filters afresh when the delta is not from the list it last filtered, or the status changed', () => {
    const last = refilter(null, entries, null, 'an', 'all');
    const stale = { base: [], removed: [], added: [] };
    expect(refilter(last, entries, stale, 'an', 'active').result).toEqual(
      filterEntries(entries, 'an', 'active'),
    );
    const other = entries.slice(0, 2);
    expect(refilter(last, other, stale, 'an', 'all').result).toEqual(
      filterEntries(other, 'an', 'all'),
    );
  });
});

describe('findDuplicate', () => {
  it('spots an ID card or an email another resident has, ignoring case and spaces', () => {
    expect(findDuplicate(entries, { idCardNumber: ' 001203004567 ', email: 'x@y.vn' }, null)).toBe(
      'idCardNumber',
    );
    expect(
      findDuplicate(entries, { idCardNumber: 'new', email: 'BINH.TRAN@gmail.com' }, null),
    ).toBe('email');
  });

  it('lets a resident keep their own values', () => {
    expect(
      findDuplicate(entries, { idCardNumber: '001203004567', email: '3@chungcu.vn' }, '3'),
    ).toBe(null);
  });
});

describe('at 10,000 residents', () => {
  // Its speed is measured by `npm run bench` (search keystroke → rows); here, only correctness.
  it('finds by folded name and keeps a saved row in order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      entry(String(i).padStart(5, '0'), i % 3 ? 'Nguyễn Văn' : 'Trần Thị', `Tên ${i}`),
    ).sort(compareEntries);
    const found = filterEntries(many, 'tran thi ten 99', 'all');
    const added = entry('new', 'Lê', 'Ánh');
    const saved = applyChanges(many, [], [added]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.searchText.includes('tran thi ten 99'))).toBe(true);
    expect(saved).toHaveLength(10_001);
    expect(saved).toEqual([...many, added].sort(compareEntries));
  });
});
