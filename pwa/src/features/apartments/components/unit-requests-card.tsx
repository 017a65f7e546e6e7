import {
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { apartmentStrings } from '../strings';
import type { UnitRequest } from '../views';

/** The unit's requests, newest first, each opening its detail page. */
export function UnitRequestsCard({ requests }: { requests: readonly UnitRequest[] }) {
  const s = useStrings(apartmentStrings).unit;
  const enums = useStrings(enumStrings);
  return (
    <Card variant="outlined" data-testid="unit-requests">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {s.requestsTitle(requests.length)}
        </Typography>
        {requests.length === 0 ? (
          <Typography color="text.secondary">{s.requestsEmpty}</Typography>
        ) : (
          <List dense disablePadding component="div">
            {requests.map((request) => (
              <ListItemButton
                key={request.id}
                component={RouterLink}
                to={`/inquiries/${request.id}`}
                data-testid="unit-request"
              >
                <ListItemText
                  primary={request.title}
                  secondary={s.requestCreated(formatDate(request.createdAt) ?? '—')}
                />
                <Stack direction="row" spacing={1}>
                  <Chip size="small" label={enumLabel(enums.inquiryCategories, request.category)} />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={enumLabel(enums.inquiryStatuses, request.status)}
                  />
                </Stack>
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
