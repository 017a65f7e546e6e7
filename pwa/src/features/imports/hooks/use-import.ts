import { useCallback, useState } from 'react';
import type { ImportKind, ImportResult } from '@chungcu/contracts';
import { HttpError, NetworkError, sendImport, useWorkingComplex } from '../../../data';
import { datedFileName, downloadFile, sheetOf, workbookOf } from '../../../lib/sheet-export';
import { useOnline } from '../../../ui/use-online';
import { errorSheet, templateSheet } from '../sheets';
import { importStrings } from '../strings';

/** What the screen shows of an import: the preview, then the confirmed answer. */
export interface ImportState {
  file: File | null;
  preview: ImportResult | null;
  confirmed: ImportResult | null;
  busy: 'preview' | 'confirm' | null;
  error: string | null;
}

const EMPTY: ImportState = { file: null, preview: null, confirmed: null, busy: null, error: null };

/** A failure as the office reads it: the server's message, or why the server was not reached. */
function messageOf(error: unknown): string {
  const s = importStrings.get();
  if (error instanceof NetworkError) return s.unreachable;
  if (error instanceof HttpError) return error.serverMessage ?? s.failed;
  return s.failed;
}

/**
 * The import screen's state (rule S29): the kind and complex, the file's preview, the confirm,
 * and the template and error sheets, built on the device. The import needs the server: offline,
 * nothing is sent and the screen says so.
 */
export function useImport(initialKind: ImportKind) {
  const online = useOnline();
  const { complexes, current } = useWorkingComplex();
  const [kind, setKindState] = useState<ImportKind>(initialKind);
  const [chosenComplex, setChosenComplex] = useState<string | null>(null);
  const [state, setState] = useState<ImportState>(EMPTY);
  const complexId =
    chosenComplex ?? current?.id ?? (complexes.length === 1 ? (complexes[0]?.id ?? null) : null);

  const preview = useCallback(
    async (file: File, forKind: ImportKind = kind) => {
      if (!complexId) return;
      setState({ ...EMPTY, file, busy: 'preview' });
      try {
        const result = await sendImport('preview', complexId, forKind, file);
        setState({ ...EMPTY, file, preview: result });
      } catch (error) {
        setState({ ...EMPTY, file, error: messageOf(error) });
      }
    },
    [complexId, kind],
  );

  const setKind = useCallback(
    (next: ImportKind) => {
      setKindState(next);
      // The same file read as another kind: preview it again.
      if (state.file) void preview(state.file, next);
    },
    [state.file, preview],
  );

  const confirm = useCallback(async () => {
    const { file } = state;
    if (!complexId || !file) return;
    setState((now) => ({ ...now, busy: 'confirm', error: null }));
    try {
      const result = await sendImport('confirm', complexId, kind, file);
      setState((now) => ({ ...now, busy: null, confirmed: result, preview: result }));
    } catch (error) {
      setState((now) => ({ ...now, busy: null, error: messageOf(error) }));
    }
  }, [state, complexId, kind]);

  const downloadTemplate = useCallback(async () => {
    downloadFile(
      await workbookOf([sheetOf(templateSheet(kind))]),
      datedFileName(importStrings.get().templateStem[kind]),
    );
  }, [kind]);

  const downloadErrors = useCallback(async () => {
    if (!state.preview) return;
    downloadFile(
      await workbookOf([sheetOf(errorSheet(state.preview))]),
      datedFileName(importStrings.get().errorStem),
    );
  }, [state.preview]);

  return {
    online,
    kind,
    setKind,
    complexes,
    complexId,
    chooseComplex: setChosenComplex,
    ...state,
    preview: state.preview,
    sendPreview: preview,
    confirm,
    downloadTemplate,
    downloadErrors,
  };
}
