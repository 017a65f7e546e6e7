import type { Apartment, Inquiry, Resident } from '@chungcu/contracts';
import {
  type ChungCuDb,
  type Mirrored,
  type TableRows,
  foldForSearch,
  inScope,
  liveTable,
} from '../../data';
import {
  type Activity,
  type StepLike,
  type Task,
  nameTenants,
  recentActivity,
  soonestDue,
  upcomingTasks,
} from './activity';
import { type DashboardRows, createDashboardStore, scopeRows } from './dashboard-store';
import { type StatCard, figuresOf, statCards } from './figures';
import { type DashboardStrings, dashboardStrings } from './strings';
import { SEARCH_LIMIT, type SearchHit, findUnits, residentHit, residentMatches } from './search';
import { type SlaFigures, slaFiguresOf } from './sla-figures';

export interface DashboardData {
  cards: StatCard[];
  activity: Activity[];
  tasks: Task[];
  /** Past their category's deadline, by category and assignee; the month's share in time. */
  sla: SlaFigures;
}

/** Everything but the tasks' steps, computed in memory from the dashboard's rows. */
export interface DashboardSummary {
  cards: StatCard[];
  activity: Activity[];
  /** The requests the task list shows, soonest due first. */
  soonest: Inquiry[];
  units: ReadonlyMap<string, Apartment>;
  sla: SlaFigures;
}

/** The figures, activity and the requests of the task list, at `now`. */
export function summarize(
  rows: DashboardRows,
  now: number,
  strings: DashboardStrings = dashboardStrings.get(),
): DashboardSummary {
  const {
    apartments,
    assignments,
    open,
    completedMaintenance,
    meters,
    readings,
    issued,
    payments,
  } = rows;
  const maintenance: Inquiry[] = [
    ...open.filter((i) => i.category === 'maintenance'),
    ...completedMaintenance,
  ];
  const units = new Map(apartments.map((a) => [a.id, a]));
  const unnamed = recentActivity(
    { apartments: units, assignments, maintenance },
    now,
    undefined,
    strings,
  );
  const figures = figuresOf(
    { apartments, assignments, open, meters, readings: readings.values(), issued, payments },
    now,
  );
  return {
    cards: statCards(figures, strings),
    activity: nameTenants(unnamed, rows.residents),
    soonest: soonestDue(open),
    units,
    sla: slaFiguresOf(open, rows.completedWithDeadline, now),
  };
}

/** The progress steps of the task list's requests, from the shared progress table. */
export function taskStepsOf(
  steps: TableRows<'inquiryProgress'>,
  soonest: readonly Inquiry[],
): StepLike[] {
  const ids = new Set(soonest.map((i) => i.id));
  return [...steps.values()].filter((s) => ids.has(s.inquiryId));
}

/** The summary with its task list, each task at the step being worked on. */
export function withTasks(
  summary: DashboardSummary,
  steps: readonly StepLike[],
  now: number,
): DashboardData {
  const { cards, activity, soonest, units, sla } = summary;
  return { cards, activity, tasks: upcomingTasks(soonest, steps, units, now), sla };
}

/** Everything the dashboard shows, read from the mirror at once (what the hook keeps live). */
export async function loadDashboard(
  db: ChungCuDb,
  now: number,
  scope: string | null = null,
): Promise<DashboardData> {
  const store = createDashboardStore(db);
  const steps = liveTable(db, 'inquiryProgress');
  await Promise.all([store.ready(), steps.ready()]);
  const rows = store.getSnapshot();
  store.stop();
  const stepRows = steps.get();
  if (!rows || !stepRows) throw new Error('the dashboard store did not read the mirror');
  const summary = summarize(scopeRows(rows, scope), now);
  return withTasks(summary, taskStepsOf(stepRows, summary.soonest), now);
}

/**
 * The header search: units by number or block, residents by name, email or phone, diacritics
 * ignored, over the shared tables in memory. Residents are matched on their precomputed search
 * key and the scan stops at the limit. `scope`: the complex worked in (null: every one held).
 */
export function searchRows(
  apartments: TableRows<'apartments'>,
  residents: TableRows<'residents'>,
  query: string,
  scope: string | null = null,
): SearchHit[] {
  const folded = foldForSearch(query);
  if (!folded) return [];
  const found: Mirrored<Resident>[] = [];
  for (const resident of residents.values()) {
    if (!inScope(resident, scope) || !residentMatches(resident, folded)) continue;
    found.push(resident);
    if (found.length >= SEARCH_LIMIT) break;
  }
  return [
    ...findUnits(
      [...apartments.values()].filter((a) => inScope(a, scope)),
      query,
    ),
    ...found.map(residentHit),
  ];
}

/** `searchRows` over a database's tables, read once (tests). */
export async function searchDashboard(db: ChungCuDb, query: string): Promise<SearchHit[]> {
  const apartments = liveTable(db, 'apartments');
  const residents = liveTable(db, 'residents');
  await Promise.all([apartments.ready(), residents.ready()]);
  return searchRows(apartments.get() ?? new Map(), residents.get() ?? new Map(), query);
}
