import { isStaffRole, limits, type Inquiry } from '@chungcu/contracts';
import { useCallback, useEffect } from 'react';
import { useCurrentUser } from '../../../data';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { initProgress } from '../mutations';
import { inquiryStrings } from '../strings';

/**
 * The create-progress button: creates the steps and reports it in a toast. A failure shows the
 * rule's message, else the spec's fallback; `fromTemplate` (the progress page, which creates from
 * the workflow template) shows the spec's template wording instead.
 */
export function useInitProgressAction(
  inquiryId: string | undefined,
  { fromTemplate = false }: { fromTemplate?: boolean } = {},
) {
  const toast = useToast();
  const save = useSaveToast();
  return useCallback(async () => {
    if (!inquiryId) return;
    try {
      await save(
        () => initProgress(inquiryId),
        (created) =>
          created
            ? {
                title: inquiryStrings.get().toast.progressCreated,
                description: inquiryStrings.get().toast.progressCreatedText,
              }
            : null,
      );
    } catch (error) {
      const message = fromTemplate
        ? inquiryStrings.get().toast.progressFromTemplateFailed
        : error instanceof Error && error.message
          ? error.message
          : inquiryStrings.get().toast.progressFailed;
      toast({
        title: inquiryStrings.get().toast.errorTitle,
        description: message,
        variant: 'destructive',
      });
    }
  }, [inquiryId, fromTemplate, toast, save]);
}

/**
 * Automatic initialisation: a staff member's detail page, for an inquiry with a
 * template and no steps that is not completed, creates progress after 1 s. The steps are in the mirror as soon as the
 * mutation returns, so it runs once; the server creates steps only once anyway.
 */
export function useAutoInitProgress(
  inquiry: Inquiry | null | undefined,
  stepCount: number | undefined,
  templateStepCount: number,
) {
  const isStaff = isStaffRole(useCurrentUser()?.role ?? 'resident');
  const id = inquiry?.id;
  // A template without steps would create nothing: no request then.
  const ready =
    isStaff &&
    !!id &&
    !!inquiry?.templateId &&
    inquiry.status !== 'completed' &&
    stepCount === 0 &&
    templateStepCount > 0;
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
