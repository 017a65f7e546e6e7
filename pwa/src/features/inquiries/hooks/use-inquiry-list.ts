import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inScope, useWorkingComplex } from '../../../data';
import { limits } from '@chungcu/contracts';
import { pageOf } from '../../../lib/paging';
import { type InquiryFilters, filterRows, noFilters } from '../logic/list';
import { useInquiryRows } from '../queries';

/** The list's filters, the filtered rows (of the complex worked in) and the current page of 10. */
export function useInquiryList() {
  const all = useInquiryRows();
  const { scope } = useWorkingComplex();
  const rows = useMemo(
    () => (all && scope !== null ? all.filter((row) => inScope(row.inquiry, scope)) : all),
    [all, scope],
  );
  // '/inquiries?deadline=overdue' (the dashboard's link) opens with that deadline filter.
  const [params] = useSearchParams();
  const [filters, setFiltersState] = useState<InquiryFilters>(() => {
    const deadline = params.get('deadline');
    return deadline === 'overdue' || deadline === 'dueSoon'
      ? { ...noFilters, deadline }
      : noFilters;
  });
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => (rows ? filterRows(rows, filters) : undefined), [rows, filters]);
  const current = useMemo(
    () => pageOf(filtered ?? [], page, limits.inquiriesPageSize),
    [filtered, page],
  );
  const setFilters = (next: InquiryFilters) => {
    setFiltersState(next);
    setPage(1);
  };
  return {
    filters,
    setFilters,
    rows: filtered ? current.items : undefined,
    /** Every row the filters keep, in order (what an export writes). */
    filtered,
    page: current.page,
    pageCount: current.pageCount,
    setPage,
  };
}
