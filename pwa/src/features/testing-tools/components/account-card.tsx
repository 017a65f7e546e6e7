import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { isStaffRole, type User } from '@chungcu/contracts';
import { type StringsOf, enumStrings, useStrings } from '../../../lib/i18n';
import { displayName } from '../../../ui/person';
import { UserAvatar } from '../../../ui/user-avatar';
import { toolStrings } from '../strings';

/** What a role may do, as the switcher describes it. */
export const accessOf = (
  role: User['role'],
  s: StringsOf<typeof toolStrings>['userSwitcher'] = toolStrings.get().userSwitcher,
) =>
  ({
    admin: s.adminAccess,
    manager: s.managerAccess,
    staff: s.staffAccess,
    resident: s.residentAccess,
  })[role];

interface AccountCardProps {
  user: User;
  current: boolean;
  busy: boolean;
  /** Absent on the current-user card. */
  onSwitch?: () => void;
}

/** One account: avatar, name, email, role and access, and the switch button. */
export function AccountCard({ user, current, busy, onSwitch }: AccountCardProps) {
  const strings = useStrings(toolStrings);
  const s = strings.userSwitcher;
  const { roles } = useStrings(enumStrings);
  const name = displayName(user, strings.fallbackName);
  return (
    <Card variant="outlined" data-testid="account-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar person={user} size={48} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email ?? user.phoneNumber}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={isStaffRole(user.role) ? 'primary' : 'default'}
            label={roles[user.role]}
          />
          {current && <Chip size="small" color="success" label={s.current} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {accessOf(user.role, s)}
        </Typography>
      </CardContent>
      {onSwitch && (
        <CardActions>
          <Button
            variant="contained"
            disabled={current || busy}
            onClick={onSwitch}
            aria-label={s.switchToName(name)}
          >
            {busy ? s.switching : s.switchTo}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
