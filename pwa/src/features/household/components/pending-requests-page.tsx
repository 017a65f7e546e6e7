import { Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePendingRequests } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { householdStrings } from '../strings';
import { RequestLine } from './rows';

/**
 * Staff's list of the residents' household requests waiting for a decision, in the complex
 * worked in, each with the way to its unit page (where they are approved or refused).
 */
export function PendingRequestsPage() {
  const s = useStrings(householdStrings).pendingPage;
  const pending = usePendingRequests();
  if (pending === undefined) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.subtitle}</Typography>
        </div>
        {pending.length === 0 && <Typography color="text.secondary">{s.empty}</Typography>}
        {pending.map(({ request, unitNumber }) => (
          <Card key={request.id} variant="outlined" data-testid="pending-household-request">
            <CardContent>
              <Typography variant="subtitle2" color="text.secondary">
                {s.unit(unitNumber)}
              </Typography>
              <RequestLine
                request={request}
                actions={
                  <div>
                    <Button
                      component={RouterLink}
                      to={`/apartments/${request.apartmentId}`}
                      sx={{ minHeight: 48 }}
                    >
                      {s.open}
                    </Button>
                  </div>
                }
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
