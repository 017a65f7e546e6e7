import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { appDb, useLiveQuery } from '../../../data';
import { dashboardStoreOf } from '../dashboard-store';
import { type DashboardData, readTaskSteps, summarize, withTasks } from '../queries';

const MINUTE_MS = 60_000;

/** The clock the figures are computed at, moving once a minute so relative times stay right. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The dashboard's figures, activity and tasks; live (local saves, pulls, other tabs). The rows
 * come from the dashboard store (in memory, kept warm); only the tasks' few steps are queried.
 */
export function useDashboard(): DashboardData | undefined {
  const now = useMinuteClock();
  const store = dashboardStoreOf(appDb);
  const rows = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const summary = useMemo(() => (rows ? summarize(rows, now) : undefined), [rows, now]);
  const taskIds = summary?.soonest.map((i) => i.id).join(',');
  const steps = useLiveQuery(
    () => (summary ? readTaskSteps(appDb, summary.soonest) : []),
    [taskIds],
  );
  return useMemo(
    () => (summary && steps ? withTasks(summary, steps, now) : undefined),
    [summary, steps, now],
  );
}
