import { type InquiryProgress, type InquiryStatus, isStaffRole } from '@chungcu/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../data';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { requiredStepsDone } from '../logic/progress';
import { updateInquiryStatus, updateStep } from '../mutations';
import { inquiryStrings } from '../strings';

/**
 * Staff actions on the progress page: start a step, complete it with a note, mark it internal,
 * change the inquiry's status; completing the last required step offers to complete the inquiry.
 */
export function useStepActions(inquiryId: string, steps: InquiryProgress[], inquiryStatus: string) {
  const toast = useToast();
  const save = useSaveToast();
  const canEdit = isStaffRole(useCurrentUser()?.role ?? 'resident');
  const [completing, setCompleting] = useState<InquiryProgress | null>(null);
  const [offerFinish, setOfferFinish] = useState(false);

  const fail = (error: unknown) =>
    toast({
      title: inquiryStrings.get().toast.errorTitle,
      description:
        error instanceof Error && error.message
          ? error.message
          : inquiryStrings.get().toast.saveFailed,
      variant: 'destructive',
    });

  const start = async (step: InquiryProgress) => {
    try {
      await save(() => updateStep(step.id, { status: 'in_progress' }), {
        title: inquiryStrings.get().toast.stepSaved,
      });
    } catch (error) {
      fail(error);
    }
  };

  const complete = async (step: InquiryProgress, notes: string) => {
    try {
      const saved = await save(
        () => updateStep(step.id, { status: 'completed', ...(notes.trim() ? { notes } : {}) }),
        { title: inquiryStrings.get().toast.stepSaved },
      );
      setCompleting(null);
      const after = steps.map((x) => (x.id === saved.id ? saved : x));
      if (requiredStepsDone(after) && inquiryStatus !== 'completed') setOfferFinish(true);
    } catch (error) {
      fail(error);
    }
  };

  const setInternal = async (step: InquiryProgress, isInternal: boolean) => {
    try {
      await save(() => updateStep(step.id, { isInternal }), {
        title: inquiryStrings.get().toast.stepSaved,
      });
    } catch (error) {
      fail(error);
    }
  };

  const setStatus = async (status: InquiryStatus) => {
    try {
      await save(() => updateInquiryStatus(inquiryId, status), {
        title: inquiryStrings.get().toast.statusSaved,
      });
      setOfferFinish(false);
    } catch (error) {
      fail(error);
    }
  };

  return {
    canEdit,
    start,
    complete,
    setInternal,
    setStatus,
    completing,
    setCompleting,
    offerFinish,
    dismissFinish: () => setOfferFinish(false),
  };
}
