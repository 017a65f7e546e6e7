import type { Apartment, Inquiry } from '@chungcu/contracts';
import { type ChungCuDb, foldForSearch } from '../../data';
import {
  type Activity,
  type Task,
  nameTenants,
  recentActivity,
  soonestDue,
  upcomingTasks,
} from './activity';
import { type StatCard, statCards } from './figures';
import { SEARCH_LIMIT, type SearchHit, findUnits, residentHit, residentMatches } from './search';

export interface DashboardData {
  cards: StatCard[];
  activity: Activity[];
  tasks: Task[];
  /** Open requests already past their due date (the notification badge). */
  overdue: number;
}

const unitsById = (apartments: readonly Apartment[]) => new Map(apartments.map((a) => [a.id, a]));

/**
 * Everything the dashboard shows, read from the mirror. Apartments and assignments are read
 * whole (a complex has hundreds, not tens of thousands); requests through the status index:
 * every open one, but of the completed ones only maintenance (the figures' history needs them).
 */
export async function loadDashboard(db: ChungCuDb, now: number): Promise<DashboardData> {
  const [apartments, assignments, open, completedMaintenance] = await Promise.all([
    db.apartments.toArray(),
    db.assignments.toArray(),
    db.inquiries.where('status').noneOf(['completed']).toArray(),
    db.inquiries
      .where('status')
      .equals('completed')
      .filter((i) => i.category === 'maintenance')
      .toArray(),
  ]);
  const maintenance: Inquiry[] = [
    ...open.filter((i) => i.category === 'maintenance'),
    ...completedMaintenance,
  ];
  const units = unitsById(apartments);
  const cards = statCards({ apartments, assignments, maintenance }, now);

  const unnamed = recentActivity({ apartments: units, assignments, maintenance }, now);
  const residentIds = [...new Set(unnamed.flatMap((e) => (e.residentId ? [e.residentId] : [])))];
  const people = await db.residents.bulkGet(residentIds);
  const residents = new Map(people.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const activity = nameTenants(unnamed, residents);

  const soonest = soonestDue(open);
  const steps = await db.inquiryProgress
    .where('inquiryId')
    .anyOf(soonest.map((i) => i.id))
    .toArray();
  const tasks = upcomingTasks(soonest, steps, units, now);
  const overdue = open.filter((i) => i.dueDate !== null && Date.parse(i.dueDate) < now).length;
  return { cards, activity, tasks, overdue };
}

/**
 * The header search: units by number or block, residents by name, email or phone, diacritics
 * ignored. Residents are scanned on their precomputed search key and the scan stops at the limit.
 */
export async function searchDashboard(db: ChungCuDb, query: string): Promise<SearchHit[]> {
  const folded = foldForSearch(query);
  if (!folded) return [];
  const [apartments, residents] = await Promise.all([
    db.apartments.toArray(),
    db.residents
      .filter((r) => residentMatches(r, folded))
      .limit(SEARCH_LIMIT)
      .toArray(),
  ]);
  return [...findUnits(apartments, query), ...residents.map(residentHit)];
}
