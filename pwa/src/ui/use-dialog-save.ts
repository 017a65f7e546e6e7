import { useState } from 'react';

/**
 * A dialog's save: `busy` while it runs (the frame then holds the dialog open), the refusal's
 * message kept in `error` until the next try, and `onDone` once it succeeded (the dialog closes).
 */
export function useDialogSave(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, save };
}
