import { useMemo } from 'react';
import { orderedTemplateSteps, stepsInOrder } from '../logic/progress';
import { useInquiry, useInquirySteps, useTemplate, useTemplateSteps } from '../queries';

/**
 * An inquiry with its progress as the screens show it: steps by step order (the mirror's, with
 * this device's pending changes already applied), its template and the template's steps.
 */
export function useInquiryProgress(id: string | undefined) {
  const inquiry = useInquiry(id);
  const allSteps = useInquirySteps(id);
  const template = useTemplate(inquiry?.templateId);
  const rawTemplateSteps = useTemplateSteps(inquiry?.templateId);
  const steps = useMemo(() => (allSteps ? stepsInOrder(allSteps) : undefined), [allSteps]);
  const templateSteps = useMemo(
    () => orderedTemplateSteps(rawTemplateSteps ?? []),
    [rawTemplateSteps],
  );
  return {
    inquiry,
    steps,
    template,
    templateSteps,
    loading: inquiry === undefined || (inquiry !== null && steps === undefined),
  };
}
