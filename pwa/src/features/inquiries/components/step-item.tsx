import { Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { InquiryProgress } from '@chungcu/contracts';
import { formatStepTime } from '../logic/dates';
import { useRowState } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { StepStatusBadge, stepColor } from './status-badges';
import { StepPhotos } from './step-photos';

export interface StepActions {
  start(step: InquiryProgress): void;
  complete(step: InquiryProgress): void;
  setInternal(step: InquiryProgress, isInternal: boolean): void;
}

interface Props {
  step: InquiryProgress;
  last: boolean;
  /** Absent: read-only (preview, or a resident). */
  actions?: StepActions;
  /** The request is completed: its steps' photos are final (shown, never added or removed). */
  final?: boolean;
}

/** One step of the vertical timeline: dot and line, texts, time, notes, badge and actions. */
export function StepItem({ step, last, actions, final = false }: Props) {
  const s = useStrings(inquiryStrings).progress;
  const time = step.completedAt
    ? `${s.completedAt}: ${formatStepTime(step.completedAt) ?? ''}`
    : step.startedAt
      ? `${s.startedAt}: ${formatStepTime(step.startedAt) ?? ''}`
      : null;
  // A change to this step only this device has yet (the server has not accepted it), or refused.
  const saveState = useRowState('inquiryProgress', step.id);
  const waiting = saveState?.status === 'pending';
  const canStart = step.status === 'pending' || step.status === 'waiting';
  const canComplete = step.status !== 'completed' && step.status !== 'skipped';
  return (
    <Stack
      direction="row"
      spacing={2}
      data-testid="timeline-step"
      data-status={step.status}
      data-provisional={waiting ? 'true' : 'false'}
      data-state={saveState?.status ?? 'saved'}
      data-internal={step.isInternal ? 'true' : 'false'}
    >
      <Stack sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: stepColor(step.status),
            mt: 0.5,
          }}
        />
        {!last && <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
      </Stack>
      <Box sx={{ flex: 1, pb: 3, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
        >
          <Typography sx={{ fontWeight: 600 }}>{`${step.stepOrder}. ${step.stepTitle}`}</Typography>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {step.isInternal && (
              <Chip size="small" color="warning" variant="outlined" label={s.internal} />
            )}
            <StepStatusBadge status={step.status} />
            <RowStateMark state={saveState} />
          </Stack>
        </Stack>
        {step.description && (
          <Typography variant="body2" color="text.secondary">
            {step.description}
          </Typography>
        )}
        {step.assignee && (
          <Typography variant="body2">
            {step.assignee}
            {step.assigneeRole && ` (${step.assigneeRole})`}
          </Typography>
        )}
        {time && (
          <Typography variant="caption" color="text.secondary">
            {time}
          </Typography>
        )}
        {step.notes && (
          <Typography
            variant="body2"
            sx={{ mt: 0.5, fontStyle: 'italic' }}
          >{`${s.notes}: ${step.notes}`}</Typography>
        )}
        {step.status === 'skipped' && step.skipReason && (
          <Typography
            variant="body2"
            sx={{ mt: 0.5 }}
            data-testid="skip-reason"
          >{`${s.skipReason}: ${step.skipReason}`}</Typography>
        )}
        <StepPhotos step={step} editable={Boolean(actions) && !final} />
        {actions && (
          <FormControlLabel
            sx={{ mt: 0.5, minHeight: 44 }}
            control={
              <Switch
                checked={step.isInternal}
                onChange={(e) => actions.setInternal(step, e.target.checked)}
              />
            }
            label={<Typography variant="body2">{s.internalSwitch}</Typography>}
          />
        )}
        {actions && canComplete && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            {canStart && (
              <Button size="small" variant="outlined" onClick={() => actions.start(step)}>
                {s.start}
              </Button>
            )}
            <Button size="small" variant="contained" onClick={() => actions.complete(step)}>
              {s.complete}
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
