import ExcelJS from 'exceljs';
import { messages } from '@chungcu/contracts';
import { ApartmentsPage } from '../pages/apartments-page';
import { ImportPage } from '../pages/import-page';
import { ResidentsPage } from '../pages/residents-page';
import { firstComplexId } from '../support/complexes';
import { expect, test } from '../support/fixtures';

async function xlsxOf(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Nhập');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Rule S29: staff import units from a sheet with a few bad rows: the preview shows
 * the header mapping and each bad row's reason, the error sheet downloads as the same columns
 * plus 'Lỗi', the confirm saves the rest, and the new units show in their list; then residents.
 */
test('an import previews a sheet’s rows with the bad rows’ reasons, hands back the error sheet, and confirms the rest into the lists', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(180_000);
  const complexId = await firstComplexId(context.request);
  const complexes = (await (await context.request.get('/api/complexes')).json()) as {
    id: string;
    name: string;
  }[];
  const complexName = complexes.find((c) => c.id === complexId)?.name ?? '';
  const tag = String(Date.now() % 100_000);
  const headers = [
    'Căn hộ',
    'Tòa',
    'Tầng',
    'Phòng ngủ',
    'Phòng tắm',
    'Diện tích (m²)',
    'Giá thuê (đ/tháng)',
    'Trạng thái',
    'Ghi chú riêng',
  ];
  const sheet = await xlsxOf(headers, [
    [`NX-${tag}1`, 'NX', 1, 2, 1, 70, 8500000, 'Còn trống', ''],
    [`NX-${tag}2`, 'NX', 2, 2, 1, 70, 8500000, 'Còn trống', ''],
    [`NX-${tag}3`, 'NX', 0, 2, 1, 70, 8500000, 'Còn trống', 'tầng sai'],
    [`NX-${tag}4`, 'NX', 3, 2, 1, 70, 8500000, 'Bỏ hoang', 'trạng thái sai'],
  ]);

  const imports = new ImportPage(page);
  await imports.openFrom('/apartments');
  if (complexes.length > 1) await imports.chooseComplex(complexName);
  await imports.pick('can-ho.xlsx', sheet);
  await expect(imports.count('new')).toHaveText('Mới: 2');
  await expect(imports.count('error')).toHaveText('Lỗi: 2');
  await expect(imports.mapping()).toContainText('Tầng → Tầng');
  await expect(imports.mapping()).toContainText('Ghi chú riêng → bỏ qua');
  // Errors first: each bad row with the form's own message.
  await expect(imports.rows().filter({ hasText: messages.apartment.floorMin })).toHaveCount(1);
  await expect(imports.rows().filter({ hasText: messages.apartment.statusInvalid })).toHaveCount(1);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await imports.downloadErrors());
  const errors: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => errors.push((row.values as unknown[]).slice(1)));
  expect(errors).toEqual([
    [...headers, 'Lỗi'],
    [
      `NX-${tag}3`,
      'NX',
      '0',
      '2',
      '1',
      '70',
      '8500000',
      'Còn trống',
      'tầng sai',
      messages.apartment.floorMin,
    ],
    [
      `NX-${tag}4`,
      'NX',
      '3',
      '2',
      '1',
      '70',
      '8500000',
      'Bỏ hoang',
      'trạng thái sai',
      messages.apartment.statusInvalid,
    ],
  ]);

  await imports.confirm();
  await expect(page.getByText('Đã nhập 2 dòng')).toBeVisible({ timeout: 30_000 });
  const units = new ApartmentsPage(page);
  await units.open();
  await units.search(`NX-${tag}`);
  await expect(units.card(`NX-${tag}1`)).toBeVisible({ timeout: 30_000 });
  await expect(units.card(`NX-${tag}2`)).toBeVisible();
  await expect(units.card(`NX-${tag}3`)).toHaveCount(0);

  // Residents, from their own list's link: one bad ID card.
  await imports.openFrom('/residents');
  if (complexes.length > 1) await imports.chooseComplex(complexName);
  const people = await xlsxOf(
    ['Họ và tên', 'Số CCCD', 'Điện thoại', 'Email'],
    [
      [`Phạm Nhập${tag}`, `0790${tag.padStart(8, '0')}`, '0912345678', `nhap.${tag}@example.vn`],
      [`Lỗi Nhập${tag}`, '123', '0912345678', `loi.${tag}@example.vn`],
    ],
  );
  await imports.pick('cu-dan.xlsx', people);
  await expect(imports.count('new')).toHaveText('Mới: 1');
  await expect(imports.rows().filter({ hasText: messages.common.idCardInvalid })).toHaveCount(1);
  await imports.confirm();
  await expect(page.getByText('Đã nhập 1 dòng')).toBeVisible({ timeout: 30_000 });
  const residents = new ResidentsPage(page);
  await residents.open(30_000);
  await residents.search(`Nhập${tag}`);
  await expect(residents.row(`Nhập${tag}`)).toHaveCount(1, { timeout: 30_000 });
});
