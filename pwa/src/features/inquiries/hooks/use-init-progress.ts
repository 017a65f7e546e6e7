import { type Inquiry, limits } from '@chungcu/contracts';
import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '../../../data';
import { useToast } from '../../../ui/toast';
import { initProgress } from '../progress-mutations';
import { inquiryStrings as s } from '../strings';

/** The create-progress button: queues the initialisation and reports it in a toast. */
export function useInitProgressAction(inquiryId: string | undefined) {
  const toast = useToast();
  return useCallback(async () => {
    if (!inquiryId) return;
    try {
      if (await initProgress(inquiryId)) {
        toast({ title: s.toast.progressCreated, description: s.toast.progressCreatedText });
      }
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : s.toast.progressFailed;
      toast({ title: s.toast.errorTitle, description: message, variant: 'destructive' });
    }
  }, [inquiryId, toast]);
}

/**
 * Automatic initialisation (spec section 4): a staff member's detail page, for an inquiry with a
 * template and no steps, requests progress after 1 s, unless one is in flight (the mutation
 * checks the mirror and the outbox; the server creates steps only once anyway).
 */
export function useAutoInitProgress(
  inquiry: Inquiry | null | undefined,
  stepCount: number | undefined,
  templateStepCount: number,
) {
  const isStaff = useCurrentUser()?.role === 'admin';
  const id = inquiry?.id;
  // A template without steps would create nothing: no request then.
  const ready =
    isStaff && !!id && !!inquiry?.templateId && stepCount === 0 && templateStepCount > 0;
  useEffect(() => {
    if (!ready || !id) return;
    const timer = setTimeout(() => {
      initProgress(id).catch(() => {
        // Nothing to tell: the button on the card stays for a manual try.
      });
    }, limits.autoInitProgressDelayMs);
    return () => clearTimeout(timer);
  }, [ready, id]);
}
