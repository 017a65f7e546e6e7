import { randomBytes } from 'node:crypto';
import { type ImportKind, importContentTypes, limits, messages } from '@chungcu/contracts';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { staffOf, twoComplexes } from './complex-fixtures';
import { countRows, describeEachDatabase, firstComplexId } from './harness';
import { csvOf, postSheet, unitHeaders, unitRow, xlsxOf } from './import-fixtures';

const m = messages.import;
const written = async (db: Db) =>
  (await countRows(db, 'apartments')) +
  (await countRows(db, 'residents')) +
  (await countRows(db, 'audit_log'));

describeEachDatabase('S29: imports refused with a message, nothing written, never 500', (use) => {
  it.each<[string, () => Promise<Buffer> | Buffer, number, string, ImportKind?]>([
    [
      'a missing required column, named',
      () => xlsxOf(['Căn hộ', 'Tòa', 'Tầng', 'Phòng ngủ', 'Phòng tắm'], [['A-1', 'A', 1, 2, 1]]),
      400,
      m.missingColumns('Diện tích (m²), Giá thuê (đ/tháng)'),
    ],
    [
      "a resident's name missing",
      () =>
        csvOf(
          ['Số CCCD', 'Điện thoại', 'Email', 'Họ'],
          [['079000000001', '0912345678', 'a@b.vn', 'Lê']],
        ),
      400,
      m.missingColumns('Họ và tên'),
      'residents',
    ],
    [
      'a column named twice',
      () => xlsxOf([...unitHeaders, 'Tầng'], [[...unitRow(1), 3]]),
      400,
      m.duplicateColumn('Tầng'),
    ],
    ['an empty file', () => Buffer.alloc(0), 400, m.empty],
    ['headers only', () => xlsxOf(unitHeaders, []), 400, m.empty],
    ['a file that is not a sheet', () => randomBytes(2048), 400, m.notASheet],
    [
      'a zip that is not a workbook',
      () => Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(500)]),
      400,
      m.notASheet,
    ],
    [
      'more rows than allowed',
      () =>
        csvOf(
          unitHeaders,
          Array.from({ length: limits.importMaxRows + 1 }, (_, i) => unitRow(i)),
        ),
      400,
      m.tooManyRows(limits.importMaxRows),
    ],
    [
      'a sheet over the size limit',
      () => Buffer.alloc(limits.importMaxBytes + 1, 'a'),
      413,
      m.tooLarge(10),
    ],
  ])(
    '%s: refused with its status and message',
    async (_title, file, status, message, kind = 'units') => {
      const { db } = use();
      const complexId = await firstComplexId(db);
      const admin = await use().signIn('admin');
      const before = await written(db);
      for (const step of ['preview', 'confirm'] as const) {
        const res = await postSheet(
          admin,
          step,
          complexId,
          kind,
          await file(),
          importContentTypes.csv,
        );
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
      expect(await written(db)).toBe(before);
    },
  );

  it('a kind that does not exist is 400; an unknown or malformed complex 404', async () => {
    const complexId = await firstComplexId(use().db);
    const admin = await use().signIn('admin');
    const file = await xlsxOf(unitHeaders, [unitRow(1)]);
    const wrongKind = await postSheet(admin, 'preview', complexId, 'vehicles' as ImportKind, file);
    expect([wrongKind.status, wrongKind.body.message]).toEqual([400, m.kindInvalid]);
    const unknown = await postSheet(
      admin,
      'preview',
      '0190d5a0-0000-7000-8000-000000000000',
      'units',
      file,
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, messages.complex.notFound]);
    const malformed = await postSheet(admin, 'preview', 'A2', 'units', file);
    expect(malformed.status).toBe(404);
  });

  it('a resident is refused (403), a staff member of another complex told it does not exist (404, S23), signed out 401; nothing written', async () => {
    const { db } = use();
    const { first, second } = await twoComplexes(use);
    const other = await staffOf(use, [second]);
    const resident = await use().signIn('resident');
    const file = await xlsxOf(unitHeaders, [unitRow(1)]);
    const before = await written(db);
    for (const step of ['preview', 'confirm'] as const) {
      expect((await postSheet(resident, step, first, 'units', file)).status).toBe(403);
      const refused = await postSheet(other.agent, step, first, 'units', file);
      expect([refused.status, refused.body.message]).toEqual([404, messages.complex.notFound]);
      expect((await postSheet(use().anonymous() as never, step, first, 'units', file)).status).toBe(
        401,
      );
    }
    expect(await written(db)).toBe(before);
    // Their own complex they may import into.
    const own = await postSheet(other.agent, 'confirm', second, 'units', file);
    expect(own.status).toBe(200);
    expect((await db('apartments').where({ unit_number: 'A-1' }).first()).complex_id).toBe(second);
  });
});
