import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useToast } from '../../ui/toast';
import { absoluteLink } from './api';
import { useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

/** Shows an invitation or reset link once (only its hash stays on the server), with copy. */
export function LinkDialog({ link, onClose }: { link: string | null; onClose(): void }) {
  const s = useStrings(accountStrings);
  const toast = useToast();
  const url = link ? absoluteLink(link) : '';
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(() => toast({ title: s.copied }));
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{s.linkTitle}</DialogTitle>
      <DialogContent>
        <TextField
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
          onFocus={(event) => event.target.select()}
          sx={{ mt: 1 }}
        />
        <Alert severity="info" sx={{ mt: 2 }}>
          {s.linkHint}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{s.copy}</Button>
        <Button variant="contained" onClick={onClose}>
          {s.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
