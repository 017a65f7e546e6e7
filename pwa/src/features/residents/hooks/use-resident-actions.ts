import { useCallback, useMemo } from 'react';
import type { Resident, ResidentCreate } from '@chungcu/contracts';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { type ResidentEdit, createResident, deleteResident, updateResident } from '../mutations';
import { type ChosenImages, type KeptImages, saveResidentWithImages } from '../photos';
import { residentStrings } from '../strings';

/** The toasts' texts in the language of the moment. */
const texts = () => residentStrings.get().toast;

/** A resident saved with the images chosen in its form, kept in the same transaction. */
export interface SavedResident {
  saved: Resident;
  images: KeptImages;
}

export interface ResidentActions {
  /** Each answers what it saved (true for a delete), or null after showing an error toast. */
  /** `id`: the new resident's id, chosen by the caller so the list can point at it at once. */
  create(values: ResidentCreate, id: string, chosen: ChosenImages): Promise<SavedResident | null>;
  update(id: string, values: ResidentEdit, chosen: ChosenImages): Promise<SavedResident | null>;
  remove(id: string): Promise<true | null>;
}

/**
 * The screen's mutations with the spec's toasts. A save writes the mirror and the
 * outbox, so an error toast here means the local write itself failed; the success toast waits for
 * the server (else says the change is on this device only), and what the server refuses is
 * announced by the app's rejection toast.
 */
export function useResidentActions(): ResidentActions {
  const toast = useToast();
  const save = useSaveToast();
  const run = useCallback(
    async <T>(action: () => Promise<T>, success: string, failure: string): Promise<T | null> => {
      try {
        // The spec's success toast once the server has it; 'saved on this device' until then.
        return await save(action, { title: texts().successTitle, description: success });
      } catch (error) {
        console.error(failure, error);
        toast({ title: texts().errorTitle, description: failure, variant: 'destructive' });
        return null;
      }
    },
    [toast, save],
  );
  // One object for the page's life, so callbacks built on it (the dialog's save) keep theirs.
  return useMemo(
    () => ({
      create: (values, id, chosen) =>
        run(
          () => saveResidentWithImages(id, values, chosen, () => createResident(values, { id })),
          texts().created,
          texts().createFailed,
        ),
      update: (id, values, chosen) =>
        run(
          () => saveResidentWithImages(id, values, chosen, () => updateResident(id, values)),
          texts().updated,
          texts().updateFailed,
        ),
      remove: (id) =>
        run(
          async () => (await deleteResident(id), true as const),
          texts().deleted,
          texts().deleteFailed,
        ),
    }),
    [run],
  );
}
