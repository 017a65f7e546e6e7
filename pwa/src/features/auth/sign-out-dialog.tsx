import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useStrings } from '../../lib/i18n';
import { authStrings } from './strings';

interface SignOutDialogProps {
  count: number;
  onCancel(): void;
  onConfirm(): void;
}

/** Asked before a sign-out that would lose changes not yet on the server. */
export function SignOutDialog({ count, onCancel, onConfirm }: SignOutDialogProps) {
  const s = useStrings(authStrings);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="sign-out-title" data-testid="sign-out-dialog">
      <DialogTitle id="sign-out-title">{s.signOutTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>{s.unsyncedWarning(count)}</DialogContentText>
        <DialogContentText variant="body2">{s.unsyncedHint}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} variant="contained" autoFocus>
          {s.cancel}
        </Button>
        <Button onClick={onConfirm} color="error">
          {s.signOutAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
