import { describe, expect, it } from 'vitest';
import { apartmentGuide, residentGuide } from './strings';

const text = (guide: typeof apartmentGuide) =>
  JSON.stringify([guide.sections, guide.warning, guide.tips]);

describe('guides', () => {
  it('cover the apartment fields the spec lists', () => {
    const all = text(apartmentGuide);
    for (const part of ['A2-403', 'A, B hoặc C', 'Tầng', 'phòng ngủ', 'phòng tắm', 'm²']) {
      expect(all).toContain(part);
    }
    for (const status of ['Available', 'Occupied', 'Maintenance', 'Số cư dân']) {
      expect(all).toContain(status);
    }
    expect(apartmentGuide.back.to).toBe('/apartments');
  });

  it('cover the resident fields, statuses and the deletion rule', () => {
    const all = text(residentGuide);
    for (const part of ['12 chữ số', '+84', 'Giới tính', 'Ngày sinh', 'Nghề nghiệp']) {
      expect(all).toContain(part);
    }
    for (const part of ['khẩn cấp', 'Ghi chú', 'mặt trước', 'mặt sau', 'Ngày chuyển đến']) {
      expect(all).toContain(part);
    }
    expect(all).toContain('Căn hộ hiện tại');
    expect(all).toMatch(/Pending.*chờ phê duyệt/);
    expect(residentGuide.back.to).toBe('/residents');
  });

  it('both say deleting a resident is irreversible and reserved to authorised users', () => {
    for (const guide of [apartmentGuide, residentGuide]) {
      const warning = guide.warning.lines.join(' ');
      expect(warning).toContain('không thể hoàn tác');
      expect(warning).toContain('admin');
      expect(warning).toContain('ủy quyền');
    }
  });
});
