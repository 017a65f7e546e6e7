import { Alert, Grid, Typography } from '@mui/material';
import { useCallback } from 'react';
import type { Role, User } from '@chungcu/contracts';
import { useFetched } from '../hooks/use-fetched';
import { fetchUsersByRole } from '../queries';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { toolStrings } from '../strings';
import { AccountCard } from './account-card';

interface AccountListProps {
  role: Role;
  currentId: string | null;
  switchingId: string | null;
  onSwitch(user: User): void;
}

/** The accounts of one role (GET /api/users/role/{role}) as cards to switch to. */
export function AccountList({ role, currentId, switchingId, onSwitch }: AccountListProps) {
  const strings = useStrings(toolStrings);
  const s = strings.userSwitcher;
  const roleName = useStrings(enumStrings).roles[role];
  const accounts = useFetched(useCallback(() => fetchUsersByRole(role), [role]));
  if (accounts.error) return <Alert severity="error">{s.errorLoading(role, roleName)}</Alert>;
  if (!accounts.data) return <Typography color="text.secondary">{s.loadingAccounts}</Typography>;
  if (accounts.data.length === 0) {
    return <Typography color="text.secondary">{s.noAccounts(role, roleName)}</Typography>;
  }
  return (
    <Grid container spacing={2} data-testid={`accounts-${role}`}>
      {accounts.data.map((user) => (
        <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <AccountCard
            user={user}
            current={user.id === currentId}
            busy={switchingId !== null}
            onSwitch={() => onSwitch(user)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
