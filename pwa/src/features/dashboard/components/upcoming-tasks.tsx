import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { type StringsOf, useStrings } from '../../../lib/i18n';
import type { Task, TaskPriority } from '../activity';
import { dashboardStrings } from '../strings';

const badgeColor: Record<TaskPriority, 'error' | 'warning' | 'success'> = {
  high: 'error',
  medium: 'warning',
  low: 'success',
};

function dueText(task: Task, s: StringsOf<typeof dashboardStrings>): string {
  if (task.dueDate === null) return s.noDueDate;
  const date = formatDate(new Date(task.dueDate)) ?? '';
  return task.overdue ? s.overdue(date) : s.due(date);
}

/** 'Upcoming Tasks': open requests (or their current step), soonest due first. */
export function UpcomingTasks({ tasks }: { tasks: Task[] | undefined }) {
  const s = useStrings(dashboardStrings);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardHeader
        title={s.upcomingTasks}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {!tasks ? (
          <Skeleton variant="rounded" height={200} />
        ) : tasks.length === 0 ? (
          <Typography color="text.secondary">{s.noTasks}</Typography>
        ) : (
          <List disablePadding data-testid="upcoming-tasks">
            {tasks.map((task) => (
              <ListItem key={task.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={`/inquiries/${task.inquiryId}`}
                  sx={{ px: 1, borderRadius: 1, alignItems: 'flex-start' }}
                >
                  <ListItemText
                    primary={task.task}
                    secondary={
                      <Stack component="span">
                        {task.context && <span>{task.context}</span>}
                        <span>
                          {task.unit && `${s.unit(task.unit)} · `}
                          <Box
                            component="span"
                            sx={task.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
                          >
                            {dueText(task, s)}
                          </Box>
                        </span>
                      </Stack>
                    }
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                  <Chip
                    size="small"
                    label={s.priority[task.priority]}
                    color={badgeColor[task.priority]}
                    variant="outlined"
                    aria-label={s.priorityLabel[task.priority]}
                    sx={{ ml: 1, mt: 0.5, flexShrink: 0 }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
