import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookOf, sheetOf } from '../../../lib/sheet-export';
import { serverInquiry } from '../test-support';
import { inquiriesSheet } from './export';

const HOUR = 60 * 60 * 1000;

async function readBack(buffer: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('the requests list exported to .xlsx', () => {
  it('parses back with Vietnamese headers, labels, dd/MM/yyyy dates and inert formulas', async () => {
    // 23:30 on 30 November in Hà Nội is still 30/11 there, though 16:30 UTC.
    const created = Date.parse('2026-11-30T16:30:00Z');
    const rows = [
      {
        inquiry: serverInquiry({
          title: '=HYPERLINK("http://x","bấm")',
          category: 'maintenance',
          priority: 'urgent',
          status: 'in_progress',
          assignedTo: '@Hùng',
          createdAt: new Date(created).toISOString(),
          resolutionDueAt: new Date(created + 4 * HOUR).toISOString(),
        }),
        requester: { firstName: 'Lan', lastName: 'Nguyễn Thị' },
      },
      {
        inquiry: serverInquiry({ title: 'Ồn ào ban đêm', category: 'complaint', number: null }),
        requester: null,
      },
    ];
    const buffer = await workbookOf([sheetOf(inquiriesSheet(rows, created + 6 * HOUR))]);
    const { sheet, rows: cells } = await readBack(buffer);
    expect(sheet.name).toBe('Yêu cầu');
    expect(cells[0]).toEqual([
      'Mã yêu cầu',
      'Tiêu đề',
      'Người yêu cầu',
      'Loại yêu cầu',
      'Mức độ ưu tiên',
      'Trạng thái',
      'Người phụ trách',
      'Ngày tạo',
      'Hạn hoàn thành',
      'Tình trạng hạn',
    ]);
    const [code, title, requester, category, priority, status, assignee, createdAt, due, deadline] =
      cells[1] ?? [];
    // The request's number (S32), not its id; one not numbered yet says it waits for it.
    expect(code).toBe('CC-01-YC-2026-00001');
    expect(title).toBe(`'=HYPERLINK("http://x","bấm")`);
    expect(assignee).toBe("'@Hùng");
    expect([requester, category, priority, status, deadline]).toEqual([
      'Nguyễn Thị Lan',
      'Bảo trì',
      'Khẩn cấp',
      'Quá hạn',
      'Quá hạn 2 giờ',
    ]);
    expect(createdAt).toEqual(new Date(Date.UTC(2026, 10, 30)));
    expect(due).toEqual(new Date(Date.UTC(2026, 11, 1)));
    expect(sheet.getCell('H2').numFmt).toBe('dd/mm/yyyy');
    expect(cells[2]?.slice(0, 4)).toEqual(['Chờ số', 'Ồn ào ban đêm', '', 'Khiếu nại']);
  });
});
