import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type InquiryProgress, limits } from '@chungcu/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { rowKey, useRowStates } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { stepColor, stepLabel } from './status-badges';

interface Props {
  inquiryId: string;
  steps: InquiryProgress[];
  onCreate(): void;
  /** Staff only: residents cannot create progress. */
  canCreate: boolean;
}

/** Completed/total, the first 3 steps with a status dot and assignee, 'and N more steps', links. */
export function ProgressCard({ inquiryId, steps, onCreate, canCreate }: Props) {
  const s = useStrings(inquiryStrings).progressCard;
  const done = steps.filter((step) => step.status === 'completed').length;
  const first = steps.slice(0, limits.progressPreviewSteps);
  const more = steps.length - first.length;
  const states = useRowStates();
  // Any step with a change only this device has yet (created here, started offline, …).
  const syncing = steps.some(
    (step) => states.get(rowKey('inquiryProgress', step.id))?.status === 'pending',
  );
  return (
    <Card
      variant="outlined"
      data-testid="progress-card"
      data-provisional={syncing ? 'true' : 'false'}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {s.title}
        </Typography>
        {steps.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{s.empty}</Typography>
            {canCreate && (
              <Button variant="contained" onClick={onCreate}>
                {s.create}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack spacing={1}>
            <Typography data-testid="progress-counts">{s.counts(done, steps.length)}</Typography>
            {first.map((step) => (
              <Stack
                key={step.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
                data-testid="progress-card-step"
              >
                <Box
                  role="img"
                  aria-label={stepLabel(step.status)}
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: stepColor(step.status),
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {step.stepTitle}
                    <RowStateMark state={states.get(rowKey('inquiryProgress', step.id))} />
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {step.assignee ?? s.unassigned}
                  </Typography>
                </Box>
              </Stack>
            ))}
            {more > 0 && (
              <Typography variant="body2" color="text.secondary">
                {s.more(more)}
              </Typography>
            )}
          </Stack>
        )}
        <Button
          component={RouterLink}
          to={`/inquiries/${inquiryId}/progress`}
          sx={{ mt: 1 }}
          className="no-print"
        >
          {s.open}
        </Button>
      </CardContent>
    </Card>
  );
}
