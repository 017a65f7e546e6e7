import { isStaffRole, mockUserSchema, roles, type MockUser } from '@chungcu/contracts';
import {
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { http } from '../../data/boot';
import { useOnline } from '../../ui/use-online';
import { displayName } from '../../ui/person';
import { UserAvatar } from '../../ui/user-avatar';
import { authStrings as s } from './strings';

/** The demo users, or null when the server has none (non-demo mode) or cannot be reached. */
function useMockUsers(): MockUser[] | null {
  const [users, setUsers] = useState<MockUser[] | null>(null);
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let live = true;
    http('GET', '/api/auth/mock-users')
      .then(({ body }) => {
        const parsed = mockUserSchema.array().safeParse(body);
        if (live) setUsers(parsed.success ? parsed.data : null);
      })
      .catch(() => live && setUsers(null));
    return () => {
      live = false;
    };
  }, [online]);
  return users;
}

interface QuickLoginProps {
  onPick(user: MockUser): void;
  disabled?: boolean;
}

/** Quick login with the demo accounts, shown only when the server lists some. */
export function QuickLogin({ onPick, disabled = false }: QuickLoginProps) {
  const users = useMockUsers();
  if (!users?.length) return null;
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
                secondary={user.email}
                slotProps={{ secondary: { noWrap: true } }}
              />
              <Typography
                variant="caption"
                sx={{
                  ml: 1,
                  flexShrink: 0,
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: isStaffRole(user.role) ? 'primary.main' : 'text.secondary',
                }}
              >
                {roles.labels[user.role]}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
