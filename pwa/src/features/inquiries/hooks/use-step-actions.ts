import {
  type InquiryProgress,
  type InquiryStatus,
  type OpenStepsChoice,
  isStaffRole,
} from '@chungcu/contracts';
import { isOpenStep } from '@chungcu/mutations';
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
 * Completing an inquiry with steps still open first asks what becomes of them (`settling`).
 */
export function useStepActions(inquiryId: string, steps: InquiryProgress[], inquiryStatus: string) {
  const toast = useToast();
  const save = useSaveToast();
  const canEdit = isStaffRole(useCurrentUser()?.role ?? 'resident');
  const [completing, setCompleting] = useState<InquiryProgress | null>(null);
  const [offerFinish, setOfferFinish] = useState(false);
  const [settling, setSettling] = useState<InquiryProgress[]>([]);

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

  const saveStatus = async (
    status: InquiryStatus,
    settle?: { openSteps: OpenStepsChoice; skipReason: string },
  ) => {
    try {
      await save(() => updateInquiryStatus(inquiryId, status, settle), {
        title: inquiryStrings.get().toast.statusSaved,
      });
      setOfferFinish(false);
      setSettling([]);
    } catch (error) {
      fail(error);
    }
  };

  const setStatus = async (status: InquiryStatus) => {
    const open = steps.filter(isOpenStep);
    if (status === 'completed' && inquiryStatus !== 'completed' && open.length > 0) {
      setOfferFinish(false);
      setSettling(open);
      return;
    }
    await saveStatus(status);
  };

  /** Completes the inquiry, its open steps completed or skipped with `reason`. */
  const settle = (choice: OpenStepsChoice, reason: string) =>
    saveStatus('completed', {
      openSteps: choice,
      skipReason: choice === 'skip' ? reason : '',
    });

  return {
    canEdit,
    start,
    complete,
    setInternal,
    setStatus,
    settling,
    settle,
    dismissSettle: () => setSettling([]),
    completing,
    setCompleting,
    offerFinish,
    dismissFinish: () => setOfferFinish(false),
  };
}
