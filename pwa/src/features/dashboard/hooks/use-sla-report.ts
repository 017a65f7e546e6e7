import { appDb, useWorkingComplex } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { dashboardStoreOf, scopeRows } from '../dashboard-store';
import { slaReportSheets } from '../sla-export';
import { slaReportOf } from '../sla-figures';
import { dashboardStrings } from '../strings';

/**
 * 'Xuất báo cáo tháng': the month's deadline report of the complex worked in, from the rows the
 * dashboard holds at the moment of the tap (offline too).
 */
export function useSlaReportExport() {
  const s = useStrings(dashboardStrings).sla;
  const { scope } = useWorkingComplex();
  const { busy, run } = useSheetExport({ title: s.errorTitle, description: s.exportFailed });
  const exportReport = () =>
    run(s.report.fileStem, () => {
      const rows = dashboardStoreOf(appDb).getSnapshot();
      if (!rows) return [];
      const { open, completedWithDeadline } = scopeRows(rows, scope);
      const now = Date.now();
      return slaReportSheets(slaReportOf(open, completedWithDeadline, now, s.unassigned), now);
    });
  return { busy, exportReport };
}
