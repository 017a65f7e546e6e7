import ExcelJS from 'exceljs';
import { afterEach, expect, it } from 'vitest';
import type { ChungCuDb } from '../../data';
import { sheetOf, workbookOf } from '../../lib/sheet-export';
import { unitsSheet } from './export';
import { type UnitsStore, createUnitsStore } from './queries';
import { freshDb, seedApartment, seedAssignment, seedResident } from './test-support';
import { apartmentCards } from './views';

let db: ChungCuDb;
let store: UnitsStore;
afterEach(async () => {
  store?.stop();
  await db?.delete();
});

it('the units list exported to .xlsx parses back: numbers as numbers, residents, Vietnamese status', async () => {
  db = await freshDb();
  store = createUnitsStore(db);
  const unit = await seedApartment(db, {
    unitNumber: 'A2-403',
    status: 'occupied',
    monthlyRent: '12500000.00',
    bedrooms: 2,
    floor: 4,
  });
  const lan = await seedResident(db, { firstName: 'Lan', lastName: 'Nguyễn Thị' });
  await seedAssignment(db, { apartmentId: unit.id, residentId: lan.id, isPrimary: true });
  await store.ready();
  const snapshot = store.getSnapshot();
  if (!snapshot) throw new Error('store not ready');
  const rows = apartmentCards(snapshot).map((card) => ({
    card,
    unit: snapshot.apartments.get(card.id),
  }));

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await workbookOf([sheetOf(unitsSheet(rows))]));
  const sheet = workbook.getWorksheet('Căn hộ');
  expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Căn hộ',
    'Tòa',
    'Tầng',
    'Phòng ngủ',
    'Phòng tắm',
    'Diện tích (m²)',
    'Giá thuê (đ/tháng)',
    'Trạng thái',
    'Cư dân đang ở',
  ]);
  const row = (sheet?.getRow(2).values as unknown[]).slice(1);
  expect(row[0]).toBe('A2-403');
  expect(row[2]).toBe(4);
  expect(row[3]).toBe(2);
  expect(row[6]).toBe(12_500_000);
  expect(row[7]).toBe('Đang ở');
  expect(row[8]).toBe('Nguyễn Thị Lan');
});
