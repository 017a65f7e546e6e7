import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { User } from '@chungcu/contracts';
import { displayName } from '../../../ui/person';
import { UserAvatar } from '../../../ui/user-avatar';
import type { Fetched } from '../hooks/use-fetched';
import { formatDate } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { toolStrings } from '../strings';

/** GET /api/users: each user with their active status and created date (DD/MM/YYYY). */
export function UsersCard({ users }: { users: Fetched<User[]> }) {
  const s = useStrings(toolStrings).userManagement;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6">{s.usersTitle}</Typography>
          <Tooltip title={s.refresh}>
            <IconButton aria-label={s.refresh} onClick={users.reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {users.error ? (
          <Alert severity="error">{users.error}</Alert>
        ) : !users.data ? (
          <Typography color="text.secondary">{s.loadingUsers}</Typography>
        ) : users.data.length === 0 ? (
          <Typography color="text.secondary">{s.noUsers}</Typography>
        ) : (
          <List data-testid="users-list">
            {users.data.map((user) => (
              <ListItem key={user.id} divider>
                <ListItemAvatar>
                  <UserAvatar person={user} size={40} />
                </ListItemAvatar>
                <ListItemText
                  primary={displayName(user, user.phoneNumber ?? user.id)}
                  secondary={[user.email ?? user.phoneNumber, formatDate(user.createdAt)]
                    .map((part, i) => (i === 1 && part ? s.createdAt(part) : part))
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Chip
                  size="small"
                  color={user.isActive ? 'success' : 'default'}
                  label={user.isActive ? s.active : s.inactive}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
