import {
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { fullName } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { apartmentStrings } from '../strings';
import type { AssignmentView } from '../views';

/** Past residents of the unit with their move-in and move-out days, latest first. */
export function HistoryCard({ history }: { history: AssignmentView[] }) {
  const s = useStrings(apartmentStrings).history;
  return (
    <Card variant="outlined">
      <CardHeader
        title={s.title(history.length)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {history.length === 0 ? (
          <Typography color="text.secondary">{s.empty}</Typography>
        ) : (
          <List dense>
            {history.map(({ assignment, resident }) => (
              <ListItem key={assignment.id}>
                <ListItemText
                  primary={resident ? fullName(resident) : assignment.residentId}
                  secondary={s.period(
                    formatDate(assignment.moveInDate) ?? '—',
                    formatDate(assignment.moveOutDate) ?? '—',
                  )}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
