import { TextField, Typography } from '@mui/material';
import type { InquiryProgress } from '@chungcu/contracts';
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

/** Completing a step: an optional note. */
export function CompleteStepDialog(props: {
  step: InquiryProgress | null;
  onConfirm(step: InquiryProgress, notes: string): void;
  onClose(): void;
}) {
  const s = useStrings(inquiryStrings).progress;
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    props.onClose();
  };
  return (
    <DialogFrame
      open={props.step !== null}
      title={`${s.completeDialog.title}: ${props.step?.stepTitle ?? ''}`}
      onClose={close}
      cancelLabel={s.completeDialog.cancel}
      primary={{
        label: s.completeDialog.confirm,
        onClick: () => {
          if (props.step) props.onConfirm(props.step, notes);
          setNotes('');
        },
      }}
      maxWidth="xs"
    >
      <TextField
        label={s.completeDialog.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 1 }}
      />
    </DialogFrame>
  );
}

/** After the last required step: complete the inquiry too? */
export function FinishInquiryDialog(props: { open: boolean; onConfirm(): void; onClose(): void }) {
  const s = useStrings(inquiryStrings).progress;
  return (
    <DialogFrame
      open={props.open}
      title={s.finishDialog.title}
      onClose={props.onClose}
      cancelLabel={s.finishDialog.cancel}
      primary={{ label: s.finishDialog.confirm, onClick: props.onConfirm }}
      maxWidth="xs"
    >
      <Typography>{s.finishDialog.text}</Typography>
    </DialogFrame>
  );
}
