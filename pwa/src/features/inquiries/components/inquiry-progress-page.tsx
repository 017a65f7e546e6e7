import { Container } from '@mui/material';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../data';
import { useInitProgressAction } from '../hooks/use-init-progress';
import { useInquiryProgress } from '../hooks/use-inquiry-progress';
import { useStepActions } from '../hooks/use-step-actions';
import { exampleSteps, previewSteps, progressCase } from '../logic/progress';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { InquiryHeader, InquiryMissing } from './inquiry-header';
import { EmptyProgress, PreviewTimeline, StatusSelect, StepTimeline } from './progress-views';
import { CompleteStepDialog, FinishInquiryDialog, SettleStepsDialog } from './step-dialogs';

/** /inquiries/{id}/progress: the timeline, the template preview, or the empty state. */
export function InquiryProgressPage() {
  const s = useStrings(inquiryStrings);
  const { id } = useParams();
  const { inquiry, steps, templateSteps, loading } = useInquiryProgress(id);
  const create = useInitProgressAction(id, { fromTemplate: true });
  const actions = useStepActions(id ?? '', steps ?? [], inquiry?.status ?? '');
  // A resident sees the preview as an example: no step done, no dates that did not happen.
  const isResident = useCurrentUser()?.role === 'resident';
  const preview = useMemo(() => {
    const steps = previewSteps(id ?? '', templateSteps);
    return isResident ? exampleSteps(steps) : steps;
  }, [id, templateSteps, isResident]);
  if (!inquiry || !steps) return <InquiryMissing loading={loading} />;
  const view = progressCase(steps, templateSteps);
  // A completed request takes no new steps (they would wait on finished work).
  const canCreate = actions.canEdit && inquiry.status !== 'completed';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 3 } }}>
      <InquiryHeader
        inquiry={inquiry}
        back={{ to: `/inquiries/${inquiry.id}`, label: s.progress.back }}
        actions={
          actions.canEdit && (
            <StatusSelect status={inquiry.status} onChange={(v) => void actions.setStatus(v)} />
          )
        }
      />
      {view === 'steps' && (
        <StepTimeline
          steps={steps}
          final={inquiry.status === 'completed'}
          actions={
            actions.canEdit
              ? {
                  start: (step) => void actions.start(step),
                  complete: (step) => actions.setCompleting(step),
                  setInternal: (step, isInternal) => void actions.setInternal(step, isInternal),
                }
              : undefined
          }
        />
      )}
      {view === 'preview' && (
        <PreviewTimeline
          steps={preview}
          example={isResident}
          canCreate={canCreate}
          onCreate={() => void create()}
        />
      )}
      {view === 'empty' && <EmptyProgress canCreate={canCreate} onCreate={() => void create()} />}
      <CompleteStepDialog
        step={actions.completing}
        onConfirm={(step, notes) => void actions.complete(step, notes)}
        onClose={() => actions.setCompleting(null)}
      />
      <SettleStepsDialog
        steps={actions.settling}
        onConfirm={(choice, reason) => void actions.settle(choice, reason)}
        onClose={actions.dismissSettle}
      />
      <FinishInquiryDialog
        open={actions.offerFinish}
        onConfirm={() => void actions.setStatus('completed')}
        onClose={actions.dismissFinish}
      />
    </Container>
  );
}
