import { isStaffRole, mockUserSchema, type MockUser } from '@chungcu/contracts';
import {
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { displayName } from '../../ui/person';
import { UserAvatar } from '../../ui/user-avatar';
import { demoAccountLabel } from './demo-account-label';
import { enumStrings, useStrings } from '../../lib/i18n';
import { authStrings } from './strings';

export interface QuickLoginListProps {
  /** The server's answer to GET /api/auth/mock-users, parsed here. */
  answer: unknown;
  onPick(user: MockUser): void;
  disabled?: boolean;
}

/**
 * The demo accounts as a list to sign in with, each with its role (or job) and where it works or
 * lives; nothing when the answer is not a list of them.
 */
export function QuickLoginList({ answer, onPick, disabled = false }: QuickLoginListProps) {
  const s = useStrings(authStrings);
  const { roles } = useStrings(enumStrings);
  const parsed = mockUserSchema.array().safeParse(answer);
  const users = parsed.success ? parsed.data : [];
  if (users.length === 0) return null;
  return (
    <Box data-testid="quick-login">
      <Typography variant="subtitle2">{s.quickLoginTitle}</Typography>
      <Typography variant="caption" color="text.secondary">
        {s.quickLoginHint}
      </Typography>
      <List dense disablePadding sx={{ mt: 1 }}>
        {users.map((user) => (
          <ListItem key={user.id} disablePadding>
            <ListItemButton
              disabled={disabled}
              onClick={() => onPick(user)}
              sx={{ borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
            >
              <ListItemAvatar sx={{ minWidth: 48 }}>
                <UserAvatar person={user} size={36} />
              </ListItemAvatar>
              <ListItemText
                primary={displayName(user, s.fallbackName)}
                secondary={
                  <>
                    <Typography
                      component="span"
                      variant="body2"
                      data-testid="quick-login-role"
                      sx={{
                        display: 'block',
                        fontWeight: 600,
                        color: isStaffRole(user.role) ? 'primary.main' : 'text.secondary',
                      }}
                    >
                      {demoAccountLabel(user, s, roles)}
                    </Typography>
                    <Typography component="span" variant="caption" noWrap sx={{ display: 'block' }}>
                      {user.email}
                    </Typography>
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
