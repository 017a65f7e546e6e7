import { useCallback } from 'react';
import { type SaveOutcome, awaitSaveOutcome, trackQueued } from '../data';
import { uiStrings } from './strings';
import { type ToastInput, useToast } from './toast';

/**
 * The toast a save's outcome earns: the spec's success toast only once the server has the change;
 * 'saved on this device' while it has not; none for a refusal, which the app's rejection toast
 * announces with the server's reason (and which replaces any toast still showing).
 */
export function toastForOutcome(outcome: SaveOutcome, onServer: ToastInput): ToastInput | null {
  if (outcome.where === 'server') return onServer;
  if (outcome.where === 'device') {
    // An undo offered with the success stays offered: it works on the device's copy too.
    const { action } = onServer;
    const s = uiStrings.get().savedWhere;
    return { title: s.deviceTitle, description: s.deviceText, ...(action ? { action } : {}) };
  }
  return null;
}

/** The spec's success toast, or one made from the save's result (null: nothing to say). */
export type ServerToast<T> = ToastInput | ((result: T) => ToastInput | null);

export type SaveWithToast = <T>(save: () => Promise<T>, onServer: ServerToast<T>) => Promise<T>;

/**
 * Runs a save (which throws as before when the device itself refuses it) and, once the server
 * answered or could not be reached, shows the toast that says where the change is. Answers as
 * soon as the change is on this device, so the screen closes its dialog at once.
 */
export function useSaveToast(): SaveWithToast {
  const toast = useToast();
  return useCallback(
    async <T>(save: () => Promise<T>, onServer: ServerToast<T>): Promise<T> => {
      const { result, keys } = await trackQueued(save);
      const success = typeof onServer === 'function' ? onServer(result) : onServer;
      if (!success) return result;
      void awaitSaveOutcome(keys).then((outcome) => {
        const shown = toastForOutcome(outcome, success);
        if (shown) toast(shown);
      });
      return result;
    },
    [toast],
  );
}
