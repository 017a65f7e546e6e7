import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { appDb, useTables, useWorkingComplex } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { dashboardStoreOf, scopeRows } from '../dashboard-store';
import { type DashboardData, summarize, taskStepsOf, withTasks } from '../queries';
import { dashboardStrings } from '../strings';

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
 * The dashboard's figures, activity and tasks of the complex worked in; live (local saves, pulls, other tabs). The rows
 * come from the dashboard store (in memory, kept warm); the tasks' steps come from the shared progress table.
 */
export function useDashboard(): DashboardData | undefined {
  const now = useMinuteClock();
  // The cards' and activity's lines are made here: a change of language makes them again.
  const strings = useStrings(dashboardStrings);
  const store = dashboardStoreOf(appDb);
  const rows = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The complex the shell's switcher chose: figures, activity and tasks of that complex only.
  const { scope } = useWorkingComplex();
  const summary = useMemo(
    () => (rows ? summarize(scopeRows(rows, scope), now, strings) : undefined),
    [rows, scope, now, strings],
  );
  const steps = useTables(
    appDb,
    ['inquiryProgress'],
    (rows) => (summary ? taskStepsOf(rows, summary.soonest) : []),
    [summary],
  );
  return useMemo(
    () => (summary && steps ? withTasks(summary, steps, now) : undefined),
    [summary, steps, now],
  );
}
