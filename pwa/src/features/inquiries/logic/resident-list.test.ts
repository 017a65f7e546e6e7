import { describe, expect, it } from 'vitest';
import { serverInquiry } from '../test-support';
import { residentRows } from './resident-list';

const now = Date.parse('2026-06-01T00:00:00Z');
const row = (title: string, status: string, dueDate: string | null = null) => ({
  inquiry: serverInquiry({ title, status, dueDate }),
  requester: null,
});

describe("a resident's list", () => {
  // Newest first, as the store gives them.
  const rows = [
    row('Đèn hành lang hỏng', 'completed'),
    row('Thang máy kêu to', 'new'),
    row('Vòi nước rò', 'in_progress', '2026-05-01T00:00:00Z'),
    row('Rác chưa dọn', 'completed'),
  ];
  const titles = (list: { inquiry: { title: string } }[]) => list.map((r) => r.inquiry.title);

  it('shows the requests still being handled before the finished ones, each newest first', () => {
    expect(titles(residentRows(rows, 'all', now))).toEqual([
      'Thang máy kêu to',
      'Vòi nước rò',
      'Đèn hành lang hỏng',
      'Rác chưa dọn',
    ]);
  });

  it('keeps only those being handled (an overdue one too) or only the finished ones', () => {
    expect(titles(residentRows(rows, 'open', now))).toEqual(['Thang máy kêu to', 'Vòi nước rò']);
    expect(titles(residentRows(rows, 'done', now))).toEqual(['Đèn hành lang hỏng', 'Rác chưa dọn']);
  });
});
