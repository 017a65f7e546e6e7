import TimelineIcon from '@mui/icons-material/Timeline';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  type InquiryProgress,
  type InquiryStatus,
  choosableInquiryStatuses,
  inquiryStatuses,
} from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { type StepActions, StepItem } from './step-item';

/** Case (a): the vertical timeline with total and completed counts (`final`: a completed request). */
export function StepTimeline({
  steps,
  actions,
  final = false,
}: {
  steps: InquiryProgress[];
  actions?: StepActions;
  final?: boolean;
}) {
  const s = useStrings(inquiryStrings).progress;
  const done = steps.filter((step) => step.status === 'completed').length;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
          <Typography data-testid="steps-total">{s.total(steps.length)}</Typography>
          <Typography data-testid="steps-completed">{s.completed(done)}</Typography>
        </Stack>
        {steps.map((step, i) => (
          <StepItem
            key={step.id}
            step={step}
            last={i === steps.length - 1}
            actions={actions}
            final={final}
          />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * Case (b): the template's steps as an illustrative preview, and the official-creation button.
 * `example` (a resident's view): headed as an example, with no step done and no dates.
 */
export function PreviewTimeline({
  steps,
  onCreate,
  canCreate,
  example = false,
}: {
  steps: InquiryProgress[];
  onCreate(): void;
  canCreate: boolean;
  example?: boolean;
}) {
  const s = useStrings(inquiryStrings).progress;
  return (
    <Card variant="outlined" data-testid="progress-preview" data-example={String(example)}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {example ? s.exampleTitle : s.previewTitle}
        </Typography>
        <Alert severity="info" sx={{ my: 2 }}>
          {example ? s.exampleHint : s.previewHint}
        </Alert>
        {steps.map((step, i) => (
          <StepItem key={step.id} step={step} last={i === steps.length - 1} />
        ))}
        {canCreate && (
          <Button variant="contained" onClick={onCreate}>
            {s.createOfficial}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Case (c): no steps and no template steps. */
export function EmptyProgress({ onCreate, canCreate }: { onCreate(): void; canCreate: boolean }) {
  const s = useStrings(inquiryStrings).progress;
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <TimelineIcon color="disabled" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {s.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {s.emptyText}
        </Typography>
        {canCreate && (
          <Button variant="contained" onClick={onCreate}>
            {s.create}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Staff: the inquiry's status select. 'Quá hạn' is not offered (a request is overdue by its
 * dates, which the header's badge shows); a request an older version stored as 'overdue' shows it
 * in the field, and any other status may be chosen from it.
 */
export function StatusSelect({
  status,
  onChange,
}: {
  status: string;
  onChange(status: InquiryStatus): void;
}) {
  const s = useStrings(inquiryStrings).progress;
  const names = useStrings(enumStrings).inquiryStatuses;
  const value = (inquiryStatuses.values as readonly string[]).includes(status) ? status : 'new';
  return (
    <Box>
      <TextField
        select
        size="small"
        label={s.statusLabel}
        value={value}
        onChange={(e) => onChange(e.target.value as InquiryStatus)}
        sx={{ minWidth: 200 }}
      >
        {choosableInquiryStatuses.map((v) => (
          <MenuItem key={v} value={v}>
            {names[v]}
          </MenuItem>
        ))}
        {value === 'overdue' && (
          <MenuItem value="overdue" disabled sx={{ display: 'none' }}>
            {names.overdue}
          </MenuItem>
        )}
      </TextField>
    </Box>
  );
}
