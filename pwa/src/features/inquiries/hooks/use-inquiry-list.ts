import { useMemo, useState } from 'react';
import { type InquiryFilters, filterRows, noFilters, paginate } from '../logic/list';
import { useInquiryRows } from '../queries';

/** The list's filters, the filtered rows and the current page of 10. */
export function useInquiryList() {
  const rows = useInquiryRows();
  const [filters, setFiltersState] = useState<InquiryFilters>(noFilters);
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => (rows ? filterRows(rows, filters) : undefined), [rows, filters]);
  const current = useMemo(() => paginate(filtered ?? [], page), [filtered, page]);
  const setFilters = (next: InquiryFilters) => {
    setFiltersState(next);
    setPage(1);
  };
  return {
    filters,
    setFilters,
    rows: filtered ? current.items : undefined,
    page: current.page,
    pageCount: current.pageCount,
    setPage,
  };
}
