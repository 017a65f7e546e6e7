import type { Apartment, Inquiry } from '@chungcu/contracts';
import { type ChungCuDb, foldForSearch } from '../../data';
import {
  type Activity,
  type StepLike,
  type Task,
  nameTenants,
  recentActivity,
  soonestDue,
  upcomingTasks,
} from './activity';
import { type DashboardRows, createDashboardStore } from './dashboard-store';
import { type StatCard, statCards } from './figures';
import { SEARCH_LIMIT, type SearchHit, findUnits, residentHit, residentMatches } from './search';

export interface DashboardData {
  cards: StatCard[];
  activity: Activity[];
  tasks: Task[];
  /** Open requests already past their due date (the notification badge). */
  overdue: number;
}

/** Everything but the tasks' steps, computed in memory from the dashboard's rows. */
export interface DashboardSummary {
  cards: StatCard[];
  activity: Activity[];
  /** The requests the task list shows, soonest due first. */
  soonest: Inquiry[];
  units: ReadonlyMap<string, Apartment>;
  overdue: number;
}

/** The figures, activity, the requests of the task list and the overdue count, at `now`. */
export function summarize(rows: DashboardRows, now: number): DashboardSummary {
  const { apartments, assignments, open, completedMaintenance } = rows;
  const maintenance: Inquiry[] = [
    ...open.filter((i) => i.category === 'maintenance'),
    ...completedMaintenance,
  ];
  const units = new Map(apartments.map((a) => [a.id, a]));
  const unnamed = recentActivity({ apartments: units, assignments, maintenance }, now);
  return {
    cards: statCards({ apartments, assignments, maintenance }, now),
    activity: nameTenants(unnamed, rows.residents),
    soonest: soonestDue(open),
    units,
    overdue: open.filter((i) => i.dueDate !== null && Date.parse(i.dueDate) < now).length,
  };
}

/** The progress steps of the task list's requests (a handful, through the inquiryId index). */
export function readTaskSteps(db: ChungCuDb, soonest: readonly Inquiry[]) {
  return db.inquiryProgress
    .where('inquiryId')
    .anyOf(soonest.map((i) => i.id))
    .toArray();
}

/** The summary with its task list, each task at the step being worked on. */
export function withTasks(
  summary: DashboardSummary,
  steps: readonly StepLike[],
  now: number,
): DashboardData {
  const { cards, activity, soonest, units, overdue } = summary;
  return { cards, activity, tasks: upcomingTasks(soonest, steps, units, now), overdue };
}

/** Everything the dashboard shows, read from the mirror at once (what the hook keeps live). */
export async function loadDashboard(db: ChungCuDb, now: number): Promise<DashboardData> {
  const store = createDashboardStore(db);
  await store.ready();
  const rows = store.getSnapshot();
  store.stop();
  if (!rows) throw new Error('the dashboard store did not read the mirror');
  const summary = summarize(rows, now);
  return withTasks(summary, await readTaskSteps(db, summary.soonest), now);
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
