import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rejectionToast } from '../features/sync/rejection-toast';
import { RowStateMark } from './row-state-mark';
import { toastForOutcome } from './save-toast';
import { uiStrings } from './strings';

const savedWhere = () => uiStrings.get().savedWhere;

const created = { title: 'Success', description: 'Resident created successfully' };

describe('the toast a save earns', () => {
  it("keeps the spec's success toast for a change the server has", () => {
    expect(toastForOutcome({ where: 'server' }, created)).toEqual(created);
  });

  it('says "saved on this device" (never the success wording) while the server has not got it', () => {
    const shown = toastForOutcome({ where: 'device' }, created);
    expect(shown).toEqual({
      title: savedWhere().deviceTitle,
      description: savedWhere().deviceText,
    });
    expect(JSON.stringify(shown)).not.toMatch(/Success|successfully/);
  });

  it('keeps an undo offered with the success on the device toast', () => {
    const onClick = () => {};
    const shown = toastForOutcome(
      { where: 'device' },
      { ...created, action: { label: 'Hoàn tác', onClick } },
    );
    expect(shown?.action).toEqual({ label: 'Hoàn tác', onClick });
  });

  it('shows nothing for a refusal: the rejection toast says it, with the reason', () => {
    expect(toastForOutcome({ where: 'refused', reason: 'Trùng' }, created)).toBeNull();
    expect(
      rejectionToast([
        {
          key: 'k',
          name: 'createResident',
          label: 'Thêm cư dân Lê Thị Hương',
          reason: 'Số CMND/CCCD đã được sử dụng',
        },
      ]),
    ).toEqual({
      title: 'Lỗi',
      description: 'Thêm cư dân Lê Thị Hương: Số CMND/CCCD đã được sử dụng',
      variant: 'destructive',
    });
  });

  it('counts several refusals in one toast, titled in the user’s language', () => {
    const shown = rejectionToast([
      { key: 'a', name: 'createInquiry', label: 'Tạo yêu cầu "Ống nước"', reason: 'Lý do A' },
      { key: 'b', name: 'createResident', label: 'Thêm cư dân B', reason: 'Lý do B' },
    ]);
    expect(shown?.title).toBe('Lỗi');
    expect(shown?.description).toBe('Máy chủ từ chối 2 thay đổi. Tạo yêu cầu "Ống nước": Lý do A');
    expect(rejectionToast([])).toBeNull();
  });
});

describe('the row mark', () => {
  const render = (state: Parameters<typeof RowStateMark>[0]['state']) =>
    renderToStaticMarkup(createElement(RowStateMark, { state }));

  it('is absent for a row as the server has it', () => {
    expect(render(undefined)).toBe('');
  });

  it('marks a change only on this device', () => {
    const html = render({ status: 'pending' });
    expect(html).toContain(savedWhere().pending);
    expect(html).toContain('data-state="pending"');
  });

  it('marks a refused change with the server reason in its accessible name', () => {
    const html = render({ status: 'failed', reason: 'Số CMND/CCCD đã được sử dụng' });
    expect(html).toContain(savedWhere().failed);
    expect(html).toContain('data-state="failed"');
    expect(html).toContain('Số CMND/CCCD đã được sử dụng');
  });
});
