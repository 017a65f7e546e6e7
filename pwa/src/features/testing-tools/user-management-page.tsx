import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { CreateTestUserCard } from './components/create-test-user-card';
import { ToolPage } from './components/tool-page';
import { UsersCard } from './components/users-card';
import { useFetched } from './hooks/use-fetched';
import { fetchUsers } from './queries';
import { useStrings } from '../../lib/i18n';
import { toolStrings } from './strings';

function UserManagement() {
  const s = useStrings(toolStrings).userManagement;
  const steps = s.instructions;
  const users = useFetched(fetchUsers);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <CreateTestUserCard onCreated={users.reload} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" gutterBottom>
                {s.instructionsTitle}
              </Typography>
              <Typography component="ol" sx={{ pl: 2, m: 0 }}>
                {[steps.phone, steps.code, steps.verify, steps.switch].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <UsersCard users={users} />
      </Grid>
    </Grid>
  );
}

/** /user-management: create a test user from a phone number; the users list; instructions. */
export function UserManagementPage() {
  const s = useStrings(toolStrings).userManagement;
  return (
    <ToolPage title={s.title}>
      <UserManagement />
    </ToolPage>
  );
}
