import { useDeferredValue } from 'react';
import { appDb, foldForSearch, useLiveQuery } from '../../../data';
import { searchDashboard } from '../queries';
import type { SearchHit } from '../search';

/** What the header search finds for `query` (empty for a blank query); undefined while reading. */
export function useDashboardSearch(query: string): SearchHit[] | undefined {
  const deferred = useDeferredValue(query);
  return useLiveQuery(
    async () => (foldForSearch(deferred) ? searchDashboard(appDb, deferred) : []),
    [deferred],
  );
}
