import { useEffect, useMemo } from 'react';
import { dropOrphanSteps, dropProvisionalSteps } from '../progress-mutations';
import {
  isProvisional,
  orderedTemplateSteps,
  staleProvisional,
  visibleSteps,
} from '../logic/progress';
import { useInquiry, useInquirySteps, useTemplate, useTemplateSteps } from '../queries';

/**
 * An inquiry with its progress as the screens show it: steps by step order (provisional ones
 * until the server's arrive, then those are deleted), its template and the template's steps.
 */
export function useInquiryProgress(id: string | undefined) {
  const inquiry = useInquiry(id);
  const allSteps = useInquirySteps(id);
  const template = useTemplate(inquiry?.templateId);
  const rawTemplateSteps = useTemplateSteps(inquiry?.templateId);
  const steps = useMemo(() => (allSteps ? visibleSteps(allSteps) : undefined), [allSteps]);
  const templateSteps = useMemo(
    () => orderedTemplateSteps(rawTemplateSteps ?? []),
    [rawTemplateSteps],
  );
  const stale = allSteps ? staleProvisional(allSteps).length : 0;
  const onlyProvisional = !!allSteps?.length && allSteps.every(isProvisional);

  useEffect(() => {
    if (id && stale > 0) void dropProvisionalSteps(id);
  }, [id, stale]);
  // Provisional steps whose request was discarded would otherwise block progress for good.
  useEffect(() => {
    if (id && onlyProvisional) void dropOrphanSteps(id);
  }, [id, onlyProvisional, allSteps]);

  return {
    inquiry,
    steps,
    template,
    templateSteps,
    loading: inquiry === undefined || (inquiry !== null && steps === undefined),
  };
}
