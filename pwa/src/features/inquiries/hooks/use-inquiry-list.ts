import { useMemo, useState } from 'react';
import { inScope, useWorkingComplex } from '../../../data';
import { type InquiryFilters, filterRows, noFilters, paginate } from '../logic/list';
import { useInquiryRows } from '../queries';

/** The list's filters, the filtered rows (of the complex worked in) and the current page of 10. */
export function useInquiryList() {
  const all = useInquiryRows();
  const { scope } = useWorkingComplex();
  const rows = useMemo(
    () => (all && scope !== null ? all.filter((row) => inScope(row.inquiry, scope)) : all),
    [all, scope],
  );
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
