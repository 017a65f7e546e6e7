import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { residentStrings } from '../strings';

export interface DeleteResidentDialogProps {
  open: boolean;
  /** Reports its own failure: the dialog closes once it settles, either way. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** The irreversible-delete confirmation with the spec's wording. */
export function DeleteResidentDialog({ open, onConfirm, onClose }: DeleteResidentDialogProps) {
  const s = useStrings(residentStrings).deleteDialog;
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby="delete-resident-title">
      <DialogTitle id="delete-resident-title">{s.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{s.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {s.cancel}
        </Button>
        <Button
          onClick={() => void confirm()}
          color="error"
          variant="contained"
          disabled={busy}
          autoFocus
        >
          {s.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
