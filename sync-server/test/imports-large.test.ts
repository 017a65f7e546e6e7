import { messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import { countRows, describeEachDatabase, firstComplexId } from './harness';
import { type Cells, imported, unitHeaders, unitRow, xlsxOf } from './import-fixtures';

/** 5,000 units, every 250th refused (a floor of 0): 20 bad rows. */
export function largeUnitSheet(): Cells[] {
  return Array.from({ length: 5000 }, (_, i) => {
    const row = unitRow(i + 1, i % 2 ? 'A' : 'B');
    if (i % 250 === 0) row[2] = 0;
    return row;
  });
}

describeEachDatabase('S29: an import of 5,000 rows', (use) => {
  it('S29: previews every row with 20 refused, confirms the 4,980 once, and a second confirm changes nothing', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const admin = await use().signIn('admin');
    const file = await xlsxOf(unitHeaders, largeUnitSheet());
    const before = await countRows(db, 'apartments');

    const preview = await imported(admin, 'preview', complexId, 'units', file);
    expect(preview.counts).toEqual({ new: 4980, changed: 0, unchanged: 0, error: 20 });
    const bad = preview.rows.filter((r) => r.status === 'error');
    expect(bad.map((r) => r.row)).toEqual(Array.from({ length: 20 }, (_, i) => i * 250 + 2));
    expect(new Set(bad.map((r) => r.error))).toEqual(new Set([messages.apartment.floorMin]));
    expect(await countRows(db, 'apartments')).toBe(before);

    const confirmed = await imported(admin, 'confirm', complexId, 'units', file);
    expect(confirmed.counts.new).toBe(4980);
    expect(await countRows(db, 'apartments')).toBe(before + 4980);
    const audit = await countRows(db, 'audit_log');

    const again = await imported(admin, 'confirm', complexId, 'units', file);
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 4980, error: 20 });
    expect(await countRows(db, 'apartments')).toBe(before + 4980);
    expect(await countRows(db, 'audit_log')).toBe(audit);
  }, 300_000);
});
