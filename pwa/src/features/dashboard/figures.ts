import type { Apartment, Assignment, Inquiry } from '@chungcu/contracts';

/** How far back 'from last month' looks. */
export const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** The rows the four stat cards are computed from (all read from the mirror). */
export interface FigureRows {
  apartments: readonly Apartment[];
  assignments: readonly Assignment[];
  /** Maintenance inquiries, open or completed. */
  maintenance: readonly Inquiry[];
}

/** The four figures at one moment. */
export interface Figures {
  totalUnits: number;
  occupiedUnits: number;
  /** Sum of the monthly rent of the occupied units, in đồng. */
  monthlyRevenue: number;
  maintenanceRequests: number;
}

export type ChangeType = 'positive' | 'negative' | 'neutral';

export interface Change {
  /** '+12%', '-3.5%', '+0%', or '—' when last month's figure was 0. */
  text: string;
  changeType: ChangeType;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : NaN);

/** When a completed inquiry was completed: its response date, else its last update. */
export function completedAtOf(inquiry: Inquiry): number | null {
  if (inquiry.status !== 'completed') return null;
  return time(inquiry.responseDate ?? inquiry.updatedAt);
}

/** Whether an assignment made its resident a current resident at `at`. */
export function isCurrentAt(assignment: Assignment, at: number): boolean {
  if (assignment.deletedAt) return false;
  if (!(time(assignment.moveInDate) <= at)) return false;
  return assignment.moveOutDate === null || time(assignment.moveOutDate) > at;
}

/** Whether a maintenance request was open (created, not yet completed) at `at`. */
export function isOpenAt(inquiry: Inquiry, at: number): boolean {
  if (inquiry.deletedAt || !(time(inquiry.createdAt) <= at)) return false;
  const completedAt = completedAtOf(inquiry);
  return completedAt === null || !(completedAt <= at);
}

/** The ids of the units that had at least one current resident at `at`. */
export function occupiedAt(rows: FigureRows, at: number): Set<string> {
  const existing = new Set(
    rows.apartments.filter((a) => !a.deletedAt && time(a.createdAt) <= at).map((a) => a.id),
  );
  const occupied = new Set<string>();
  for (const assignment of rows.assignments) {
    if (existing.has(assignment.apartmentId) && isCurrentAt(assignment, at)) {
      occupied.add(assignment.apartmentId);
    }
  }
  return occupied;
}

/**
 * The figures as they were at `at`, reconstructed from the history the rows carry: units that
 * existed (createdAt), assignments current then (moveInDate / moveOutDate), requests open then
 * (createdAt / completion). Rents are today's: the mirror keeps no rent history.
 */
export function figuresAt(rows: FigureRows, at: number): Figures {
  const occupied = occupiedAt(rows, at);
  let monthlyRevenue = 0;
  let totalUnits = 0;
  for (const apartment of rows.apartments) {
    if (apartment.deletedAt || !(time(apartment.createdAt) <= at)) continue;
    totalUnits += 1;
    if (occupied.has(apartment.id)) monthlyRevenue += Number(apartment.monthlyRent) || 0;
  }
  return {
    totalUnits,
    occupiedUnits: occupied.size,
    monthlyRevenue: Math.round(monthlyRevenue),
    maintenanceRequests: rows.maintenance.filter((i) => isOpenAt(i, at)).length,
  };
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The change from `previous` to `current` as the cards show it. */
export function percentChange(current: number, previous: number): Change {
  if (previous === 0) return { text: '—', changeType: 'neutral' };
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  if (change === 0) return { text: '+0%', changeType: 'neutral' };
  const sign = change > 0 ? '+' : '-';
  return {
    text: `${sign}${percent.format(Math.abs(change))}%`,
    changeType: change > 0 ? 'positive' : 'negative',
  };
}

/** One stat card: the spec's sample shape (title, value, change, changeType) with real data. */
export interface StatCard {
  key: keyof Figures;
  value: string;
  change: Change;
}

const count = new Intl.NumberFormat('vi-VN');
/** Rents are formatted as the spec's samples are: '$45,230' (its default rent is '1850'). */
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatRent(amount: number): string {
  return dollars.format(amount);
}

const order: (keyof Figures)[] = [
  'totalUnits',
  'occupiedUnits',
  'monthlyRevenue',
  'maintenanceRequests',
];

/** The four cards: today's figures against those of 30 days before `now`. */
export function statCards(rows: FigureRows, now: number): StatCard[] {
  const current = figuresAt(rows, now);
  const previous = figuresAt(rows, now - MONTH_MS);
  return order.map((key) => ({
    key,
    value: key === 'monthlyRevenue' ? formatRent(current[key]) : count.format(current[key]),
    change: percentChange(current[key], previous[key]),
  }));
}
