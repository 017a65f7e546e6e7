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
import { apartmentStrings } from '../strings';

interface Props {
  /** The resident's name; null: closed. */
  name: string | null;
  unit: string;
  /** Reports its own failure: the dialog closes once it settles, either way. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** 'Remove Resident' confirmation; shows 'Removing...' while the move-out is saved. */
export function RemoveResidentDialog({ name, unit, onConfirm, onClose }: Props) {
  const s = useStrings(apartmentStrings).removeDialog;
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Dialog open={name !== null} onClose={pending ? undefined : onClose}>
      <DialogTitle>{s.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{s.text(name ?? '', unit)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {s.cancel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={() => void confirm()}>
          {pending ? s.pending : s.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
