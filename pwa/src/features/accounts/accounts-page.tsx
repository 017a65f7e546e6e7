import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import {
  type AccountsList,
  type CreateInvitationRequest,
  type User,
  fullName,
} from '@chungcu/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '../../data';
import { useToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { formatDate } from '../../lib/format';
import {
  createInvitation,
  errorText,
  fetchAccounts,
  resetPassword,
  revokeInvitation,
  setActive,
} from './api';
import { type InviteKind, InviteDialog } from './invite-dialog';
import { LinkDialog } from './link-dialog';
import { enumStrings, useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

const nameOf = (user: User) => fullName(user) || user.email || user.id;

/** One account: name, email, role, state, and the admin's actions on it. */
function AccountRow(props: {
  user: User & { isDemo?: boolean };
  self: boolean;
  /** Offline: the actions are the server's, so they wait for the network. */
  offline: boolean;
  onReset(): void;
  onToggle(): void;
}) {
  const { user, self, offline } = props;
  const s = useStrings(accountStrings);
  const { roles } = useStrings(enumStrings);
  return (
    <ListItem
      divider
      data-testid={`account-${user.id}`}
      secondaryAction={
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={props.onReset} disabled={!user.email || offline}>
            {s.resetPassword}
          </Button>
          <Button
            size="small"
            color={user.isActive ? 'error' : 'primary'}
            onClick={props.onToggle}
            disabled={self || offline}
          >
            {user.isActive ? s.deactivate : s.reactivate}
          </Button>
        </Stack>
      }
      sx={{ pr: { xs: 2, sm: 30 }, flexWrap: 'wrap' }}
    >
      <ListItemText
        primary={`${nameOf(user)} ${self ? s.you : ''}`}
        secondary={user.email ?? user.phoneNumber ?? ''}
      />
      <Stack direction="row" spacing={1}>
        <Chip size="small" label={roles[user.role]} />
        <Chip
          size="small"
          color={user.isActive ? 'success' : 'default'}
          label={user.isActive ? s.active : s.inactive}
        />
      </Stack>
    </ListItem>
  );
}

/**
 * /accounts (admins): accounts with role and state, pending links, invite, reset, lock. Accounts
 * live on the server only (never synced to the device): offline the screen says so, keeps a list
 * it already loaded, and its actions wait for the network; back online it loads again.
 */
export function AccountsPage() {
  const s = useStrings(accountStrings);
  const { roles } = useStrings(enumStrings);
  const me = useCurrentUser();
  const toast = useToast();
  const online = useOnline();
  const [data, setData] = useState<AccountsList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<InviteKind | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const reload = useCallback(() => {
    fetchAccounts().then(
      (list) => (setData(list), setLoadError(null)),
      (error: unknown) => setLoadError(errorText(error)),
    );
  }, []);
  useEffect(() => {
    if (online) reload();
  }, [online, reload]);

  const invite = (body: CreateInvitationRequest) => {
    setBusy(true);
    createInvitation(body)
      .then(
        (issued) => {
          setDialog(null);
          setLink(issued.link);
          reload();
        },
        (error: unknown) => setDialogError(errorText(error)),
      )
      .finally(() => setBusy(false));
  };
  const fail = (error: unknown) => toast({ title: errorText(error), variant: 'destructive' });
  const reset = (user: User) =>
    resetPassword(user.id).then((issued) => (setLink(issued.link), reload()), fail);
  const toggle = (user: User) => {
    if (user.isActive && !window.confirm(s.deactivateConfirm(nameOf(user)))) return;
    setActive(user.id, !user.isActive).then((updated) => {
      toast({ title: (updated.isActive ? s.reactivated : s.deactivated)(nameOf(updated)) });
      reload();
    }, fail);
  };
  const revoke = (id: string) =>
    revokeInvitation(id).then(() => (toast({ title: s.revoked }), reload()), fail);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.subtitle}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            disabled={!online}
            onClick={() => (setDialogError(null), setDialog('resident'))}
          >
            {s.inviteResident}
          </Button>
          <Button
            variant="contained"
            disabled={!online}
            onClick={() => (setDialogError(null), setDialog('admin'))}
          >
            {s.inviteStaff}
          </Button>
        </Stack>
      </Stack>
      {!online && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          data-testid="accounts-offline"
          data-needs-network=""
          sx={{ mb: 2 }}
        >
          <AlertTitle>{s.offline}</AlertTitle>
          {s.offlineHint}
        </Alert>
      )}
      {online && loadError && (
        <Alert severity="error" action={<Button onClick={reload}>{s.retry}</Button>}>
          {`${s.loadFailed}: ${loadError}`}
        </Alert>
      )}
      {online && !data && !loadError && <CircularProgress aria-label={s.title} />}
      {data && (
        <>
          <Paper variant="outlined">
            <List disablePadding>
              {data.users.map((user) => (
                <AccountRow
                  key={user.id}
                  user={user}
                  self={user.id === me?.id}
                  offline={!online}
                  onReset={() => void reset(user)}
                  onToggle={() => toggle(user)}
                />
              ))}
            </List>
          </Paper>
          <Typography variant="h6" sx={{ mt: 4, mb: 1 }}>
            {s.pendingTitle}
          </Typography>
          <Paper variant="outlined">
            <List disablePadding>
              {data.invitations.length === 0 && (
                <ListItem>
                  <ListItemText secondary={s.pendingNone} />
                </ListItem>
              )}
              {data.invitations.map((inv) => (
                <ListItem
                  key={inv.id}
                  divider
                  secondaryAction={
                    <Button size="small" disabled={!online} onClick={() => void revoke(inv.id)}>
                      {s.revoke}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={`${s.pendingKind[inv.kind]}: ${inv.email}`}
                    secondary={`${roles[inv.role]} · ${s.expires(formatDate(inv.expiresAt) ?? '')}`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
      <InviteDialog
        key={dialog ?? 'closed'}
        kind={dialog}
        busy={busy}
        error={dialogError}
        onClose={() => setDialog(null)}
        onSubmit={invite}
      />
      <LinkDialog link={link} onClose={() => setLink(null)} />
    </Box>
  );
}
