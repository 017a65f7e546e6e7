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
import { toolStrings } from './strings';

const s = toolStrings.userSwitcher;

function UserSwitcher() {
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
          <Tab value="admin" label={s.adminTab} />
          <Tab value="manager" label={s.managerTab} />
          <Tab value="staff" label={s.staffTab} />
          <Tab value="resident" label={s.residentTab} />
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
  return (
    <ToolPage title={s.title} subtitle={s.subtitle}>
      <UserSwitcher />
    </ToolPage>
  );
}
