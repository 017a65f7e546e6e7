import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { sheetOf, workbookOf } from '../../lib/sheet-export';
import { residentsSheet } from './export';
import { serverResident } from './test-support';

it('the residents list exported to .xlsx parses back with Vietnamese headers, units and dates', async () => {
  const rows = [
    {
      resident: serverResident({
        firstName: 'Lan',
        lastName: 'Nguyễn Thị',
        gender: 'female',
        phone: '+84901234567',
        dateOfBirth: new Date(1988, 2, 14).toISOString(),
        status: 'active',
        occupation: '=1+1',
      }),
      units: ['A2-403', null, 'B1-101'],
    },
  ];
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await workbookOf([sheetOf(residentsSheet(rows))]));
  const sheet = workbook.getWorksheet('Cư dân');
  const header = (sheet?.getRow(1).values as unknown[]).slice(1);
  const row = (sheet?.getRow(2).values as unknown[]).slice(1);
  expect(header.slice(0, 9)).toEqual([
    'Họ và tên',
    'Số CCCD',
    'Điện thoại',
    'Email',
    'Giới tính',
    'Ngày sinh',
    'Căn hộ đang ở',
    'Ngày chuyển đến',
    'Trạng thái',
  ]);
  expect(row[0]).toBe('Nguyễn Thị Lan');
  // As the office writes it (and '+84…' would have read as a formula).
  expect(row[2]).toBe('0901234567');
  expect(row[4]).toBe('Nữ');
  expect(row[5]).toEqual(new Date(Date.UTC(1988, 2, 14)));
  expect(row[6]).toBe('A2-403, B1-101');
  expect(row[8]).toBe('Đang hoạt động');
  expect(row[9]).toBe("'=1+1");
});
