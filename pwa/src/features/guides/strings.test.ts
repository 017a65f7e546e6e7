import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading } from '../../lib/i18n/test-support';
import { guideStrings } from './strings';

type Guides = ReturnType<typeof guideStrings.get>;
const text = (guide: Guides['apartment'] | Guides['resident']) =>
  JSON.stringify([guide.sections, guide.warning, guide.tips]);

afterEach(() => chosenLocale.set('vi'));

describe('guides', () => {
  it('cover the apartment fields the spec lists', () => {
    const all = text(guideStrings.get().apartment);
    for (const part of ['A2-403', 'A, B hoặc C', 'Tầng', 'phòng ngủ', 'phòng tắm', 'm²']) {
      expect(all).toContain(part);
    }
    for (const status of ['Còn trống', 'Đang ở', 'Đang bảo trì', 'Số cư dân']) {
      expect(all).toContain(status);
    }
  });

  it('cover the resident fields, statuses and the deletion rule', () => {
    const all = text(guideStrings.get().resident);
    for (const part of ['12 chữ số', '+84', 'Giới tính', 'Ngày sinh', 'Nghề nghiệp']) {
      expect(all).toContain(part);
    }
    for (const part of ['khẩn cấp', 'Ghi chú', 'mặt trước', 'mặt sau', 'Ngày chuyển đến']) {
      expect(all).toContain(part);
    }
    expect(all).toContain('Căn hộ hiện tại');
    expect(all).toMatch(/Chờ duyệt.*chờ phê duyệt/);
  });

  it('say deleting a resident is irreversible and reserved to authorised users', () => {
    const { deletion } = guideStrings.get();
    expect(deletion.irreversible).toContain('không thể hoàn tác');
    expect(deletion.who).toContain('admin');
    expect(deletion.who).toContain('ủy quyền');
  });

  it('in English name the statuses as the spec does', async () => {
    chosenLocale.set('en');
    await translationsLoading();
    const { apartment, resident, deletion } = guideStrings.get();
    for (const status of ['Available', 'Occupied', 'Maintenance']) {
      expect(text(apartment)).toContain(status);
    }
    for (const status of ['Active', 'Inactive', 'Pending']) {
      expect(text(resident)).toContain(status);
    }
    expect(deletion.irreversible).toContain('cannot be undone');
  });
});
