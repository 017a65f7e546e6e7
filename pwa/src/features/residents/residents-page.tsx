import { Box } from '@mui/material';
import { type Resident, uuidv7 } from '@chungcu/contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useStrings } from '../../lib/i18n';
import { sheetOf } from '../../lib/sheet-export';
import { ExportButton } from '../../ui/export-button';
import { useSheetExport } from '../../ui/use-sheet-export';
import { DeleteResidentDialog } from './components/delete-resident-dialog';
import { ResidentFormDialog } from './components/resident-form-dialog';
import { ResidentsHeader } from './components/residents-header';
import { ResidentsTable } from './components/residents-table';
import { ResidentsToolbar } from './components/residents-toolbar';
import { residentsSheet } from './export';
import { useResidentActions } from './hooks/use-resident-actions';
import type { ResidentFormOutput } from './hooks/use-resident-form';
import type { ChosenImages } from './photos';
import { useResidentsList } from './hooks/use-residents-list';
import { residentStrings } from './strings';

interface Editor {
  open: boolean;
  /** Null: adding a new resident. */
  resident: Resident | null;
}

/**
 * /residents (the app shell holds the spec's sidebar): header, search and status filter, the residents table, and the add/edit
 * and delete dialogs; `actions`: other features' header buttons (the import). Reads only the local mirror and writes only through the outbox, so it works
 * the same offline.
 */
export function ResidentsPage({ actions: headerActions }: { actions?: ReactNode } = {}) {
  const x = useStrings(residentStrings).export;
  const list = useResidentsList();
  const actions = useResidentActions();
  const exporter = useSheetExport({ title: x.failedTitle, description: x.failed });
  // The edited resident is a snapshot taken at the click, so a background pull cannot reset the
  // form mid-edit; it stays set while the dialog fades out so the title does not flip.
  const [editor, setEditor] = useState<Editor>({ open: false, resident: null });
  const [deleting, setDeleting] = useState<Resident | null>(null);
  const { aim, reveal, allRows, loading } = list;
  const { busy, run } = exporter;
  const exportButton = useMemo(
    () => (
      <ExportButton
        label={x.button}
        busy={busy}
        onClick={
          loading
            ? undefined
            : () => void run(x.fileStem, () => [sheetOf(residentsSheet(allRows()))])
        }
      />
    ),
    [busy, run, loading, allRows, x],
  );
  const edited = editor.resident;

  const onEdit = useCallback((resident: Resident) => setEditor({ open: true, resident }), []);
  const onDelete = useCallback((resident: Resident) => setDeleting(resident), []);
  const onAdd = useCallback(() => setEditor({ open: true, resident: null }), []);
  const onClose = useCallback(() => setEditor((current) => ({ ...current, open: false })), []);

  const save = useCallback(
    async (values: ResidentFormOutput, complexId: string | null, chosen: ChosenImages) => {
      // Aim the list at the row first: the store shows the save during the write itself, and
      // that one render turns to the row's page and paints it.
      const id = edited?.id ?? uuidv7();
      aim(id);
      const saved = edited
        ? await actions.update(id, values, chosen)
        : await actions.create(complexId ? { ...values, complexId } : values, id, chosen);
      reveal(saved ? id : null);
      return saved?.images ?? null;
    },
    [edited, actions, aim, reveal],
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box>
        <ResidentsHeader
          onAdd={onAdd}
          extra={
            <>
              {exportButton}
              {headerActions}
            </>
          }
        />
        <ResidentsToolbar
          query={list.query}
          onQueryChange={list.setQuery}
          status={list.status}
          onStatusChange={list.setStatus}
        />
        <ResidentsTable list={list} onEdit={onEdit} onDelete={onDelete} />
      </Box>
      <ResidentFormDialog open={editor.open} resident={edited} onSave={save} onClose={onClose} />
      <DeleteResidentDialog
        open={deleting !== null}
        onConfirm={async () => deleting && actions.remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
