import { describe, expect, it } from 'vitest';
import { figuresAt, formatRent, percentChange, statCards } from './figures';
import { NOW, apartment, assignment, daysAgo, inquiry } from './test-support';

describe('percentChange', () => {
  it('is positive, negative or neutral, rounded to one decimal', () => {
    expect(percentChange(12, 10)).toEqual({ text: '+20%', changeType: 'positive' });
    expect(percentChange(9, 12)).toEqual({ text: '-25%', changeType: 'negative' });
    expect(percentChange(7, 6)).toEqual({ text: '+16.7%', changeType: 'positive' });
    expect(percentChange(5, 5)).toEqual({ text: '+0%', changeType: 'neutral' });
  });

  it("shows '—' when last month's figure was 0", () => {
    expect(percentChange(3, 0)).toEqual({ text: '—', changeType: 'neutral' });
    expect(percentChange(0, 0)).toEqual({ text: '—', changeType: 'neutral' });
  });
});

describe('figuresAt', () => {
  const old = apartment({ monthlyRent: '12000000.00' });
  const fresh = apartment({ createdAt: daysAgo(5), monthlyRent: '8000000.00' });
  const empty = apartment({ monthlyRent: '9000000.00', status: 'occupied' });
  const rows = {
    apartments: [old, fresh, empty],
    assignments: [
      // Two residents of the old unit count it once; one moved in recently.
      assignment({ apartmentId: old.id, moveInDate: daysAgo(200) }),
      assignment({ apartmentId: old.id, moveInDate: daysAgo(2) }),
      assignment({ apartmentId: fresh.id, moveInDate: daysAgo(3) }),
      // Moved out 10 days ago: the unit was occupied a month ago, not now.
      assignment({ apartmentId: empty.id, moveInDate: daysAgo(90), moveOutDate: daysAgo(10) }),
    ],
    maintenance: [
      inquiry({ createdAt: daysAgo(3) }),
      inquiry({ createdAt: daysAgo(40), status: 'in_progress' }),
      inquiry({ createdAt: daysAgo(45), status: 'completed', responseDate: daysAgo(20) }),
      inquiry({ createdAt: daysAgo(60), status: 'completed', responseDate: daysAgo(50) }),
      inquiry({ createdAt: daysAgo(50), status: 'completed', updatedAt: daysAgo(1) }),
    ],
  };

  it('counts today from units with current residents and open requests', () => {
    expect(figuresAt(rows, NOW)).toEqual({
      totalUnits: 3,
      occupiedUnits: 2,
      monthlyRevenue: 20_000_000,
      maintenanceRequests: 2,
    });
  });

  it('reconstructs the figures of 30 days ago from the dates the rows carry', () => {
    expect(figuresAt(rows, NOW - 30 * 24 * 3600 * 1000)).toEqual({
      totalUnits: 2,
      occupiedUnits: 2,
      monthlyRevenue: 21_000_000,
      maintenanceRequests: 3,
    });
  });

  it('ignores deleted rows', () => {
    const gone = { ...old, deletedAt: daysAgo(1) };
    expect(figuresAt({ ...rows, apartments: [gone, fresh, empty] }, NOW).totalUnits).toBe(2);
  });
});

describe('statCards', () => {
  it('gives the four cards in order, rent in đồng', () => {
    const a = apartment({ monthlyRent: '45230000.00', createdAt: daysAgo(10) });
    const cards = statCards(
      { apartments: [a], assignments: [assignment({ apartmentId: a.id })], maintenance: [] },
      NOW,
    );
    expect(cards.map((c) => c.key)).toEqual([
      'totalUnits',
      'occupiedUnits',
      'monthlyRevenue',
      'maintenanceRequests',
    ]);
    expect(cards[0]).toMatchObject({ value: '1', change: { text: '—' } });
    expect(cards[2]?.value).toBe(formatRent(45_230_000));
    expect(formatRent(45_230)).toBe('$45,230');
    expect(cards[3]).toMatchObject({ value: '0', change: { text: '—', changeType: 'neutral' } });
  });
});
