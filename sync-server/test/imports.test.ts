import { importContentTypes, messages, vietnamDate } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { staffOf, pullAll } from './complex-fixtures';
import { countRows, describeEachDatabase, firstComplexId } from './harness';
import {
  csvOf,
  imported,
  residentHeaders,
  residentRow,
  unitHeaders,
  unitRow,
  xlsxOf,
} from './import-fixtures';

const clock = async (db: Db) => Number((await db('sync_clock').first('version'))?.version);
const liveUnits = async (db: Db) =>
  Number((await db('apartments').whereNull('deleted_at').count('* as n'))[0]?.n);

describeEachDatabase('S29: importing units, residents and meters from a sheet', (use) => {
  it('S29: the preview answers each row (bad rows with the form message) and writes nothing; the confirm writes the rest once; the same file again changes nothing', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const admin = await use().signIn('admin');
    const before = {
      units: await liveUnits(db),
      clock: await clock(db),
      audit: await countRows(db, 'audit_log'),
    };
    const rows = [
      unitRow(1),
      unitRow(2),
      ['A-3', 'A', 0, 2, 1, 70, 8500000, 'Còn trống'],
      ['', 'A', 3, 2, 1, 70, 8500000, 'Còn trống'],
      ['A-5', 'A', 3, 2, 1, 70, 'tám triệu', 'Còn trống'],
      ['A-6', 'A', 3, 2, 1, 70, '8.500.000', 'Bỏ hoang'],
      unitRow(1),
      unitRow(8, 'B'),
    ];
    const file = await xlsxOf([...unitHeaders, 'Cư dân đang ở'], rows);

    const preview = await imported(admin, 'preview', complexId, 'units', file);
    expect(preview.confirmed).toBe(false);
    expect(preview.mapping.map((c) => c.field)).toEqual([
      'unitNumber',
      'buildingBlock',
      'floor',
      'bedrooms',
      'bathrooms',
      'squareFootage',
      'monthlyRent',
      'status',
      null,
    ]);
    expect(preview.counts).toEqual({ new: 3, changed: 0, unchanged: 0, error: 5 });
    const reasons = preview.rows.filter((r) => r.status === 'error').map((r) => [r.row, r.error]);
    expect(reasons).toEqual([
      [4, messages.apartment.floorMin],
      [5, messages.apartment.unitNumberRequired],
      [6, messages.apartment.monthlyRentInvalid],
      [7, messages.apartment.statusInvalid],
      [8, messages.import.duplicateRow(2)],
    ]);
    expect(preview.rows[2]?.cells).toEqual([
      'A-3',
      'A',
      '0',
      '2',
      '1',
      '70',
      '8500000',
      'Còn trống',
    ]);
    expect(await liveUnits(db)).toBe(before.units);
    expect(await clock(db)).toBe(before.clock);
    expect(await countRows(db, 'audit_log')).toBe(before.audit);

    const confirmed = await imported(admin, 'confirm', complexId, 'units', file);
    expect(confirmed.confirmed).toBe(true);
    expect(confirmed.counts).toEqual(preview.counts);
    expect(await liveUnits(db)).toBe(before.units + 3);
    const made = await db('apartments').whereIn('unit_number', ['A-1', 'A-2', 'B-8']);
    expect(
      made.map((u) => [u.unit_number, u.building_block, u.monthly_rent].join(' ')).sort(),
    ).toEqual(['A-1 A 8500000.00', 'A-2 A 8500000.00', 'B-8 B 8500000.00']);
    // Block B did not exist: the unit made it, as the form's create does.
    expect(await db('blocks').where({ complex_id: complexId, name: 'B' }).first()).toBeTruthy();

    const afterFirst = { clock: await clock(db), audit: await countRows(db, 'audit_log') };
    const again = await imported(admin, 'confirm', complexId, 'units', file);
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3, error: 5 });
    expect(await liveUnits(db)).toBe(before.units + 3);
    expect(await clock(db)).toBe(afterFirst.clock);
    expect(await countRows(db, 'audit_log')).toBe(afterFirst.audit);
  });

  it('S29: a row with several faults reports every one, in the columns’ order, once each', async () => {
    const complexId = await firstComplexId(use().db);
    const admin = await use().signIn('admin');
    const file = await xlsxOf(unitHeaders, [['A-9', 'A', 0, 2, 1, 70, 'tám triệu', 'Bỏ hoang']]);
    const [row] = (await imported(admin, 'preview', complexId, 'units', file)).rows;
    const faults = [
      messages.apartment.floorMin,
      messages.apartment.monthlyRentInvalid,
      messages.apartment.statusInvalid,
    ];
    expect(row).toMatchObject({ status: 'error', errors: faults, error: faults.join('; ') });
  });

  it('S29: a changed row names its changed fields and writes only them; a staff device of the complex gets the rows through its feed', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const staff = await staffOf(use, [complexId]);
    const first = await xlsxOf(unitHeaders, [unitRow(11), unitRow(12)]);
    await imported(staff.agent, 'confirm', complexId, 'units', first);
    const edited = [unitRow(11), ['A-12', 'A', 13, 3, 1, 70, 9000000, 'Còn trống']];
    const file = await xlsxOf(unitHeaders, edited);
    const preview = await imported(staff.agent, 'preview', complexId, 'units', file);
    expect(preview.rows.map((r) => [r.key, r.status, r.fields])).toEqual([
      ['a-11', 'unchanged', undefined],
      ['a-12', 'changed', ['bedrooms', 'monthlyRent']],
    ]);
    const unit = await db('apartments').where({ unit_number: 'A-12' }).first();
    await imported(staff.agent, 'confirm', complexId, 'units', file);
    const changed = await db('apartments').where({ id: unit.id }).first();
    expect([changed.bedrooms, changed.monthly_rent]).toEqual([3, '9000000.00']);
    const audit = await db('audit_log').where({ entity_id: unit.id, action: 'update' });
    expect(audit).toHaveLength(1);
    expect(Object.keys(JSON.parse(JSON.stringify(audit[0].changes)) as object).sort()).toEqual(
      expect.arrayContaining(['bedrooms', 'monthlyRent']),
    );
    const feed = await pullAll(staff.agent);
    const units = feed.changes
      .filter((c) => c.entity === 'apartment')
      .map((c) => c.data?.unitNumber);
    expect(units).toEqual(expect.arrayContaining(['A-11', 'A-12']));
    expect(feed.changes.find((c) => c.id === unit.id)?.data?.monthlyRent).toBe('9000000.00');
  });

  it('S29: residents from CSV with English headers and semicolons; keyed by ID card, a new phone is a change', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const admin = await use().signIn('admin');
    const headers = ['Full name', 'ID card', 'Phone', 'E-mail', 'Gender', 'Date of birth'];
    const rows = [residentRow(1), residentRow(2), residentRow(3)];
    rows[2] = [...(rows[2] ?? [])];
    (rows[2] as unknown[])[1] = '123';
    const file = csvOf(headers, rows, ';');
    const preview = await imported(admin, 'preview', complexId, 'residents', file, 'text/csv');
    expect(preview.counts).toEqual({ new: 2, changed: 0, unchanged: 0, error: 1 });
    expect(preview.rows[2]?.error).toBe(messages.common.idCardInvalid);
    await imported(admin, 'confirm', complexId, 'residents', file, 'text/csv');
    const stored = await db('residents').where({ id_card_number: '079000000001' }).first();
    expect([stored.last_name, stored.first_name, stored.phone, stored.gender]).toEqual([
      'Nguyễn Văn',
      'Số1',
      '+84900000001',
      'male',
    ]);
    const moved = [...(residentRow(1) as unknown[])];
    moved[2] = '0912345678';
    const second = csvOf(headers, [moved as never, residentRow(2)], ';');
    const changed = await imported(admin, 'confirm', complexId, 'residents', second, 'text/csv');
    expect(changed.rows.map((r) => [r.status, r.fields])).toEqual([
      ['changed', ['phone']],
      ['unchanged', undefined],
    ]);
    expect((await db('residents').where({ id: stored.id }).first()).phone).toBe('+84912345678');
  });

  it('S29: the residents export parses back (Vietnamese headers, an xlsx of text and date cells)', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const admin = await use().signIn('admin');
    const headers = [...residentHeaders, 'Căn hộ đang ở', 'Trạng thái'];
    const born = new Date(Date.UTC(1990, 0, 31));
    const file = await xlsxOf(headers, [
      [...residentRow(21).slice(0, 5), born, 'A-1', 'Chờ duyệt'],
    ]);
    const result = await imported(admin, 'confirm', complexId, 'residents', file);
    expect(result.counts.new).toBe(1);
    const stored = await db('residents').where({ id_card_number: '079000000021' }).first();
    expect(stored.status).toBe('pending');
    expect(new Date(stored.date_of_birth).toISOString()).toBe('1990-01-31T00:00:00.000Z');
    expect(result.mapping.find((c) => c.header === 'Căn hộ đang ở')?.field).toBeNull();
  });

  it('S29: meters with their last reading: made on the unit, the reading added, then corrected, then unchanged', async () => {
    const { db } = use();
    const complexId = await firstComplexId(db);
    const admin = await use().signIn('admin');
    await imported(admin, 'confirm', complexId, 'units', await xlsxOf(unitHeaders, [unitRow(31)]));
    const headers = ['Căn hộ', 'Tòa', 'Đồng hồ', 'Số seri', 'Kỳ', 'Chỉ số kỳ này'];
    const file = (value: number) =>
      xlsxOf(headers, [
        ['A-31', 'A', 'Nước (m³)', 'nw-31', '2026-10', value],
        ['A-99', 'A', 'Điện', 'DK-99', '2026-10', 5],
        ['A-31', 'B', 'Điện', 'DK-31', '2026-10', 5],
      ]);
    const first = await imported(admin, 'confirm', complexId, 'meters', await file(120.5));
    expect(first.rows.map((r) => r.error ?? r.status)).toEqual([
      'new',
      messages.import.unitNotFound('A-99'),
      messages.import.unitOtherBlock('A-31', 'A'),
    ]);
    const meter = await db('meters').where({ serial: 'NW-31' }).first();
    expect(meter.kind).toBe('water');
    const reading = await db('meter_readings').where({ meter_id: meter.id }).first();
    expect([reading.period, Number(reading.value)]).toEqual(['2026-10', 120.5]);
    // Read, as the sheet gives no day, on the day of the import in Hà Nội.
    expect(vietnamDate(reading.read_at)).toBe(vietnamDate(Date.now()));
    const corrected = await imported(admin, 'confirm', complexId, 'meters', await file(130));
    expect(corrected.rows[0]).toMatchObject({ status: 'changed', fields: ['value'] });
    expect(Number((await db('meter_readings').where({ id: reading.id }).first()).value)).toBe(130);
    const same = await imported(admin, 'confirm', complexId, 'meters', await file(130));
    expect(same.rows[0]?.status).toBe('unchanged');
    expect(await countRows(db, 'meters')).toBe(1);
    expect(await countRows(db, 'meter_readings')).toBe(1);
  });

  it('S29: an .xlsx and a CSV of the same rows give the same preview', async () => {
    const complexId = await firstComplexId(use().db);
    const admin = await use().signIn('admin');
    const rows = [unitRow(41), ['A-42', 'A', 'x', 2, 1, 70, 8500000, 'Còn trống']];
    const xlsx = await imported(
      admin,
      'preview',
      complexId,
      'units',
      await xlsxOf(unitHeaders, rows),
    );
    const csv = await imported(
      admin,
      'preview',
      complexId,
      'units',
      csvOf(unitHeaders, rows),
      importContentTypes.csv,
    );
    expect(csv.rows.map(({ cells: _cells, ...r }) => r)).toEqual(
      xlsx.rows.map(({ cells: _cells, ...r }) => r),
    );
    expect(xlsx.rows[1]?.error).toBe(messages.apartment.floorMin);
  });
});

describeEachDatabase('S29: a sheet larger than a JSON body', (use) => {
  it('S29: a 1.5 MB CSV (over the 1 MB JSON limit, under the import limit) is read', async () => {
    const complexId = await firstComplexId(use().db);
    const admin = await use().signIn('admin');
    const long = 'Căn góc, view sông, '.repeat(18);
    const rows = Array.from({ length: 4000 }, (_, i) => [...unitRow(i + 1), long]);
    const file = csvOf([...unitHeaders, 'Mô tả'], rows);
    expect(file.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const preview = await imported(admin, 'preview', complexId, 'units', file, 'text/csv');
    expect(preview.counts).toEqual({ new: 4000, changed: 0, unchanged: 0, error: 0 });
  }, 120_000);
});
