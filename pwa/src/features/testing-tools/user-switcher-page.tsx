import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Role } from '@chungcu/contracts';
import { AccountCard } from './components/account-card';
import { AccountList } from './components/account-list';
import { ToolPage } from './components/tool-page';
import { useSwitchUser } from './hooks/use-switch-user';
import { useCurrentUser } from './queries';
import { enumStrings, useStrings } from '../../lib/i18n';
import { toolStrings } from './strings';

function UserSwitcher() {
  const strings = useStrings(toolStrings);
  const s = strings.userSwitcher;
  const { roles } = useStrings(enumStrings);
  const currentUser = useCurrentUser();
  const [role, setRole] = useState<Role>('admin');
  const switcher = useSwitchUser();

  return (
    <Stack spacing={3}>
      {currentUser && (
        <Box data-testid="current-user-card">
          <Typography variant="h6" gutterBottom>
            {s.currentUser}
          </Typography>
          <AccountCard user={currentUser} current busy={false} />
        </Box>
      )}
      <Box>
        <Tabs value={role} onChange={(_event, value: Role) => setRole(value)} sx={{ mb: 2 }}>
          <Tab value="admin" label={roles.admin} />
          <Tab value="manager" label={roles.manager} />
          <Tab value="staff" label={roles.staff} />
          <Tab value="resident" label={roles.resident} />
        </Tabs>
        <AccountList
          key={role}
          role={role}
          currentId={currentUser?.id ?? null}
          switchingId={switcher.switchingId}
          onSwitch={switcher.request}
        />
      </Box>
      <Dialog open={switcher.pending !== null} onClose={switcher.cancel}>
        <DialogTitle>{s.unsyncedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{s.unsyncedText(switcher.pending?.unsynced ?? 0)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={switcher.cancel}>{s.cancel}</Button>
          <Button color="error" variant="contained" onClick={switcher.confirm}>
            {s.switchAnyway}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** /user-switcher: the current user, then the accounts of each role to switch to. */
export function UserSwitcherPage() {
  const s = useStrings(toolStrings).userSwitcher;
  return (
    <ToolPage title={s.title} subtitle={s.subtitle}>
      <UserSwitcher />
    </ToolPage>
  );
}
