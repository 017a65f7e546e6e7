import { useDeferredValue } from 'react';
import { appDb, useTables, useWorkingComplex } from '../../../data';
import { searchRows } from '../queries';
import type { SearchHit } from '../search';

/** What the header search finds for `query` (empty for a blank query); undefined while reading. */
export function useDashboardSearch(query: string): SearchHit[] | undefined {
  const deferred = useDeferredValue(query);
  const { scope } = useWorkingComplex();
  return useTables(
    appDb,
    ['apartments', 'residents'],
    (apartments, residents) => searchRows(apartments, residents, deferred, scope),
    [deferred, scope],
  );
}
