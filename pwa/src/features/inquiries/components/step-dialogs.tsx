import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { InquiryProgress } from '@chungcu/contracts';
import { useState } from 'react';
import { inquiryStrings } from '../strings';

const s = inquiryStrings.progress;

/** Completing a step: an optional note. */
export function CompleteStepDialog(props: {
  step: InquiryProgress | null;
  onConfirm(step: InquiryProgress, notes: string): void;
  onClose(): void;
}) {
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    props.onClose();
  };
  return (
    <Dialog open={props.step !== null} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{`${s.completeDialog.title}: ${props.step?.stepTitle ?? ''}`}</DialogTitle>
      <DialogContent>
        <TextField
          label={s.completeDialog.notes}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{s.completeDialog.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => {
            if (props.step) props.onConfirm(props.step, notes);
            setNotes('');
          }}
        >
          {s.completeDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After the last required step: complete the inquiry too? */
export function FinishInquiryDialog(props: { open: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{s.finishDialog.title}</DialogTitle>
      <DialogContent>
        <Typography>{s.finishDialog.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{s.finishDialog.cancel}</Button>
        <Button variant="contained" onClick={props.onConfirm}>
          {s.finishDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
