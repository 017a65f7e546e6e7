import { slaReadingOf, slaStampsOf } from '@chungcu/mutations';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale, translationsLoading as loaded } from '../../../lib/i18n/test-support';
import { inquiryStrings } from '../strings';
import { serverInquiry } from '../test-support';
import { byDeadline, deadlineText } from './deadline';
import { filterRows, isOverdue, noFilters } from './list';

const HOUR = 60 * 60 * 1000;
const created = '2026-06-01T00:00:00.000Z';
const at = (hours: number) => Date.parse(created) + hours * HOUR;
const iso = (hours: number) => new Date(at(hours)).toISOString();
/** Made at `created` with 24 hours to resolve. */
const due24 = (fields = {}) =>
  serverInquiry({ createdAt: created, responseDueAt: iso(4), resolutionDueAt: iso(24), ...fields });

afterEach(() => chosenLocale.set('vi'));

describe('a request against its deadline (S24)', () => {
  it('is on track, due soon in its last fifth, then overdue; a request without one has none', () => {
    expect(slaReadingOf(due24(), at(10)).standing).toBe('onTrack');
    expect(slaReadingOf(due24(), at(20)).standing).toBe('dueSoon');
    expect(slaReadingOf(due24(), at(24) + 1).standing).toBe('overdue');
    expect(slaReadingOf(serverInquiry(), at(100)).standing).toBe('none');
    expect(isOverdue(due24(), at(30))).toBe(true);
    expect(isOverdue(due24(), at(10))).toBe(false);
  });

  it('says the time left or past due in the largest whole unit', () => {
    expect(deadlineText(slaReadingOf(due24(), at(10)), false)).toBe('Còn 14 giờ');
    expect(deadlineText(slaReadingOf(due24(), at(24 + 49)), false)).toBe('Quá hạn 2 ngày');
    expect(deadlineText(slaReadingOf(due24(), at(23.5)), false)).toBe('Còn 30 phút');
    expect(deadlineText(slaReadingOf(serverInquiry(), at(1)), false)).toBeNull();
  });

  it('says it in English with English units, one or many', async () => {
    chosenLocale.set('en');
    await loaded();
    const s = inquiryStrings.get().deadline;
    expect(deadlineText(slaReadingOf(due24(), at(10)), false, s)).toBe('14 hours left');
    expect(deadlineText(slaReadingOf(due24(), at(24 + 49)), false, s)).toBe('Overdue by 2 days');
    expect(deadlineText(slaReadingOf(due24(), at(24 + 25)), false, s)).toBe('Overdue by 1 day');
    expect(deadlineText(slaReadingOf(due24(), at(23.5)), false, s)).toBe('30 minutes left');
  });

  it('stands still while waiting for the resident, and resumes with the deadline moved by the wait', () => {
    const waiting = { ...due24(), ...slaStampsOf(due24(), 'pending', iso(10)), status: 'pending' };
    // Two days later the clock still reads what it read when the wait began.
    expect(slaReadingOf(waiting, at(58))).toEqual({ standing: 'onTrack', remainingMs: 14 * HOUR });
    expect(deadlineText(slaReadingOf(waiting, at(58)), true)).toBe('Tạm dừng · Còn 14 giờ');
    const resumed = { ...waiting, ...slaStampsOf(waiting, 'in_progress', iso(58)) };
    expect(resumed).toMatchObject({ slaPausedAt: null, slaPausedMs: 48 * HOUR });
    expect(resumed.resolutionDueAt).toBe(iso(72));
    expect(slaReadingOf(resumed, at(60)).remainingMs).toBe(12 * HOUR);
  });

  it('a request done in time is met, one done late missed; reopening clears it', () => {
    const done = { ...due24(), ...slaStampsOf(due24(), 'completed', iso(20)), status: 'completed' };
    expect(slaReadingOf(done, at(100)).standing).toBe('met');
    const late = { ...due24(), ...slaStampsOf(due24(), 'completed', iso(30)), status: 'completed' };
    expect(slaReadingOf(late, at(100)).standing).toBe('missed');
    expect(deadlineText(slaReadingOf(late, at(100)), false)).toBe('Trễ hạn 6 giờ');
    expect(slaStampsOf(late, 'in_progress', iso(40)).resolvedAt).toBeNull();
  });

  it('the list filters by due soon and overdue, and sorts nearest deadline first', () => {
    const row = (title: string, fields = {}) => ({
      inquiry: due24({ title, ...fields }),
      requester: null,
    });
    const rows = [
      row('không hạn', { responseDueAt: null, resolutionDueAt: null }),
      row('sắp hạn', { resolutionDueAt: iso(22) }),
      row('quá hạn', { resolutionDueAt: iso(5) }),
      row('còn lâu'),
    ];
    const titles = (f = {}) =>
      filterRows(rows, { ...noFilters, ...f }, at(20)).map((r) => r.inquiry.title);
    expect(titles({ deadline: 'overdue' })).toEqual(['quá hạn']);
    expect(titles({ deadline: 'dueSoon' })).toEqual(['sắp hạn', 'còn lâu']);
    expect(titles({ sort: 'deadline' })).toEqual(['quá hạn', 'sắp hạn', 'còn lâu', 'không hạn']);
    expect([...rows].sort(byDeadline(at(20)))[0]?.inquiry.title).toBe('quá hạn');
  });
});
