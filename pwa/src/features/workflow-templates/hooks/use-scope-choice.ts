import { messages } from '@chungcu/contracts';
import { useState } from 'react';
import { SHARED_SCOPE, complexIdOfScope, useScopeForNew } from '../../../data';

/**
 * A create dialog's "Phạm vi" (rule S23): what `useScopeForNew` offers, the user's pick, and the
 * create's `complexId` from it.
 */
export function useScopeChoice() {
  const scope = useScopeForNew();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = picked ?? scope.initial;
  return {
    ...scope,
    value,
    error,
    /** "Dùng chung toàn công ty" is offered to the company administrator alone. */
    sharedValue: scope.canShare ? SHARED_SCOPE : undefined,
    /** The complex the new row will belong to (null: shared, '': not chosen yet). */
    complexIdOrShared: value === SHARED_SCOPE ? null : value,
    set(next: string) {
      setPicked(next);
      setError(null);
    },
    reset() {
      setPicked(null);
      setError(null);
    },
    /** The create's `complexId`, or false when a complex must still be chosen (said on the field). */
    complexId(): string | null | undefined | false {
      if (!scope.ask) return undefined;
      if (value === '') {
        setError(messages.complex.required);
        return false;
      }
      return complexIdOfScope(value);
    },
  };
}
export type ScopeChoice = ReturnType<typeof useScopeChoice>;
