import { describe, expect, it } from 'vitest';
import { serverInquiry } from '../test-support';
import { displayStatus, filterRows, isOverdue, noFilters, reportedCategory } from './list';

const now = Date.parse('2026-06-01T00:00:00Z');
const past = '2026-05-01T00:00:00Z';

describe('status shown', () => {
  it('is overdue when marked so or past due and not completed; unknown shows as new', () => {
    expect(isOverdue(serverInquiry({ status: 'new', dueDate: past }), now)).toBe(true);
    expect(isOverdue(serverInquiry({ status: 'completed', dueDate: past }), now)).toBe(false);
    expect(isOverdue(serverInquiry({ status: 'overdue', dueDate: null }), now)).toBe(true);
    expect(
      displayStatus(serverInquiry({ status: 'in_progress', dueDate: '2026-07-01T00:00:00Z' }), now),
    ).toBe('in_progress');
    expect(displayStatus(serverInquiry({ status: 'weird', dueDate: null }), now)).toBe('new');
    expect(displayStatus(serverInquiry({ status: 'pending', dueDate: past }), now)).toBe('overdue');
  });
});

describe('reported category', () => {
  it('is the resident category the request keeps; none named, or a row stored before it, has none', () => {
    expect(reportedCategory(serverInquiry({ residentCategory: 'electricity' }))).toBe(
      'electricity',
    );
    expect(reportedCategory(serverInquiry({ residentCategory: null }))).toBeNull();
    const older = serverInquiry();
    delete (older as Partial<typeof older>).residentCategory;
    expect(reportedCategory(older)).toBeNull();
    expect(reportedCategory(serverInquiry({ residentCategory: 'fire' as never }))).toBeNull();
  });
});

describe('filterRows', () => {
  const rows = [
    {
      inquiry: serverInquiry({
        title: 'Đèn hành lang hỏng',
        category: 'maintenance',
        priority: 'high',
      }),
      requester: null,
    },
    {
      inquiry: serverInquiry({ title: 'Ồn ào ban đêm', category: 'complaint', status: 'pending' }),
      requester: { firstName: 'An', lastName: 'Nguyễn Văn' },
    },
    {
      inquiry: serverInquiry({
        title: 'Chỗ đỗ xe',
        category: 'parking',
        dueDate: past,
        number: 'TC-HN-YC-2026-00042',
      }),
      requester: null,
    },
  ];
  it('matches title or requester names ignoring diacritics and case', () => {
    expect(filterRows(rows, { ...noFilters, query: 'DEN HANH' }, now)).toHaveLength(1);
    expect(filterRows(rows, { ...noFilters, query: 'nguyen' }, now)[0]?.inquiry.title).toBe(
      'Ồn ào ban đêm',
    );
    expect(filterRows(rows, { ...noFilters, query: 'xyz' }, now)).toHaveLength(0);
  });
  it('S32: finds a request by its number as staff type it, and one still waiting for it by none', () => {
    const parking = rows[2]?.inquiry;
    for (const query of ['TC-HN-YC-2026-00042', 'YC-2026-00042', 'yc-2026-00042', '00042', '42']) {
      const found = filterRows(rows, { ...noFilters, query }, now);
      expect(
        found.map((r) => r.inquiry.id),
        query,
      ).toEqual([parking?.id]);
    }
    const waiting = [{ inquiry: serverInquiry({ number: null }), requester: null }];
    expect(filterRows(waiting, { ...noFilters, query: '00001' }, now)).toEqual([]);
  });
  it('filters by status (overdue included), category and priority', () => {
    expect(filterRows(rows, { ...noFilters, status: 'overdue' }, now)).toHaveLength(1);
    expect(filterRows(rows, { ...noFilters, status: 'pending' }, now)).toHaveLength(1);
    expect(filterRows(rows, { ...noFilters, category: 'parking' }, now)).toHaveLength(1);
    expect(filterRows(rows, { ...noFilters, priority: 'high' }, now)).toHaveLength(1);
    expect(filterRows(rows, noFilters, now)).toHaveLength(3);
  });
});
