import { useEffect, useState } from 'react';
import { appDb, useLiveQuery } from '../../../data';
import { type DashboardData, loadDashboard } from '../queries';

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

/** The dashboard's figures, activity and tasks; live (local saves, pulls, other tabs). */
export function useDashboard(): DashboardData | undefined {
  const now = useMinuteClock();
  return useLiveQuery(() => loadDashboard(appDb, now), [now]);
}
