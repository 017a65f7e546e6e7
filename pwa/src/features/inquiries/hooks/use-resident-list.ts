import { useMemo, useState } from 'react';
import { limits } from '@chungcu/contracts';
import { pageOf } from '../../../lib/paging';
import { type ResidentFilter, residentRows } from '../logic/resident-list';
import { useInquiryRows } from '../queries';

/** A resident's requests (their mirror holds only theirs): the filter and the page of 10 shown. */
export function useResidentList() {
  const all = useInquiryRows();
  const [filter, setFilterState] = useState<ResidentFilter>('all');
  const [page, setPage] = useState(1);
  const kept = useMemo(() => (all ? residentRows(all, filter) : undefined), [all, filter]);
  const current = useMemo(() => pageOf(kept ?? [], page, limits.inquiriesPageSize), [kept, page]);
  const setFilter = (next: ResidentFilter) => {
    setFilterState(next);
    setPage(1);
  };
  return {
    filter,
    setFilter,
    rows: kept ? current.items : undefined,
    /** Whether the resident has any request at all (an empty filter says something else). */
    hasAny: (all?.length ?? 0) > 0,
    page: current.page,
    pageCount: current.pageCount,
    setPage,
  };
}
