import { describe, expect, it } from 'vitest';
import { matchOptions } from './search-picker';

const people = [
  { id: '1', name: 'Nguyễn Văn An', phone: '+84912345678' },
  { id: '2', name: 'Trần Thị Đường', phone: '+84987654321' },
  { id: '3', name: 'Lê Nguyên', phone: '+84900000000' },
];
const text = (p: (typeof people)[number]) => `${p.name} ${p.phone}`;

describe('matchOptions (the searchable pickers)', () => {
  it('ignores Vietnamese diacritics and case, every typed word anywhere', () => {
    expect(matchOptions(people, 'nguyen', text).shown.map((p) => p.id)).toEqual(['1', '3']);
    expect(matchOptions(people, 'DUONG', text).shown.map((p) => p.id)).toEqual(['2']);
    expect(matchOptions(people, 'an nguyen', text).shown.map((p) => p.id)).toEqual(['1']);
    expect(matchOptions(people, '0987', text).shown).toEqual([]);
    expect(matchOptions(people, '987654', text).shown.map((p) => p.id)).toEqual(['2']);
  });

  it('shows everything for an empty input, at most the limit, and counts all matches', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: String(i), name: `Căn A-${i}` }));
    const found = matchOptions(many, '  ', (o) => o.name, 50);
    expect(found.shown).toHaveLength(50);
    expect(found.total).toBe(120);
  });
});
