import {
  Avatar,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { TemplateStep } from '@chungcu/contracts';
import { rowKey, useRowStates } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';

/** The selected template's steps, in order (the caller sorts them). */
export function StepList({ steps }: { steps: readonly TemplateStep[] | undefined }) {
  const s = useStrings(workflowStrings);
  const states = useRowStates();
  if (!steps) return <Typography color="text.secondary">{s.loading}</Typography>;
  if (steps.length === 0) return <Typography color="text.secondary">{s.noSteps}</Typography>;
  return (
    <List data-testid="step-list">
      {steps.map((step) => (
        <ListItem key={step.id} divider alignItems="flex-start" data-testid="step-item">
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.main' }}>{step.stepOrder}</Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{step.stepName}</span>
                <Chip
                  size="small"
                  variant="outlined"
                  label={step.isRequired ? s.required : s.optional}
                />
                {step.estimatedDuration !== null && (
                  <Chip size="small" label={s.hours(step.estimatedDuration)} />
                )}
                <RowStateMark state={states.get(rowKey('templateSteps', step.id))} />
              </Stack>
            }
            secondary={
              <>
                {step.defaultAssigneeName
                  ? `${step.defaultAssigneeName}${step.defaultAssigneeRole ? ` · ${step.defaultAssigneeRole}` : ''}`
                  : s.unassigned}
                {step.description && (
                  <>
                    <br />
                    {step.description}
                  </>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
