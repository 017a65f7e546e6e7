import { useCallback, useState } from 'react';
import { type Sheet, datedFileName, downloadFile, workbookOf } from '../lib/sheet-export';
import { useToast } from './toast';

/**
 * A list's "Xuất Excel": builds the workbook from what the screen holds (offline too) and
 * downloads it; a failure says so in a toast. `busy` while the workbook is made.
 */
export function useSheetExport(failed: { title: string; description: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { title, description } = failed;
  const run = useCallback(
    async (fileStem: string, sheets: () => Sheet<never>[]) => {
      setBusy(true);
      try {
        downloadFile(await workbookOf(sheets()), datedFileName(fileStem));
      } catch (error) {
        console.error(error);
        toast({ title, description, variant: 'destructive' });
      } finally {
        setBusy(false);
      }
    },
    [toast, title, description],
  );
  return { busy, run };
}
