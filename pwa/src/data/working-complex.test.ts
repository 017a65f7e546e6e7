import { describe, expect, it } from 'vitest';
import { complexForNewRows } from './working-complex';

const row = (id: string, createdAt: string, deletedAt: string | null = null) => ({
  id,
  createdAt,
  deletedAt,
});
const complexes = [
  row('0193a1f0-0000-7000-8000-00000000c002', '2020-02-01T00:00:00.000Z'),
  row('0193a1f0-0000-7000-8000-00000000c001', '2020-01-01T00:00:00.000Z'),
  row('0193a1f0-0000-7000-8000-00000000c000', '2019-01-01T00:00:00.000Z', '2021-01-01'),
];

describe('the complex a new unit or resident record is made in (S23)', () => {
  it('is the chosen complex, whoever makes it', () => {
    for (const role of ['admin', 'manager', 'staff'] as const) {
      expect(complexForNewRows(complexes, complexes[0]?.id, role)).toBe(complexes[0]?.id);
    }
  });

  it('on "Tất cả": the oldest live complex for the company administrator, as the server picks', () => {
    expect(complexForNewRows(complexes, null, 'admin')).toBe(complexes[1]?.id);
    expect(complexForNewRows(complexes, undefined, 'admin')).toBe(complexes[1]?.id);
  });

  it('on "Tất cả": nothing for staff of several complexes (they must choose), their only one else', () => {
    expect(complexForNewRows(complexes, null, 'staff')).toBeNull();
    expect(complexForNewRows(complexes.slice(1), null, 'manager')).toBe(complexes[1]?.id);
  });
});
