import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { InquiryProgress, OpenStepsChoice } from '@chungcu/contracts';
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

/**
 * Completing a request with steps still open: they are listed, and marked completed or skipped
 * with a reason (required) in the same change as the request.
 */
export function SettleStepsDialog(props: {
  /** The open steps; empty: closed. */
  steps: InquiryProgress[];
  onConfirm(choice: OpenStepsChoice, reason: string): void;
  onClose(): void;
}) {
  const s = useStrings(inquiryStrings).progress.settleDialog;
  const [choice, setChoice] = useState<OpenStepsChoice>('complete');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = choice === 'skip' && reason.trim() === '';
  const close = () => {
    setChoice('complete');
    setReason('');
    setTried(false);
    props.onClose();
  };
  return (
    <DialogFrame
      open={props.steps.length > 0}
      title={s.title}
      onClose={close}
      cancelLabel={s.cancel}
      primary={{
        label: s.confirm,
        testId: 'settle-confirm',
        onClick: () => {
          setTried(true);
          if (missing) return;
          props.onConfirm(choice, reason.trim());
          setChoice('complete');
          setReason('');
          setTried(false);
        },
      }}
      maxWidth="sm"
    >
      <Typography>{s.text(props.steps.length)}</Typography>
      <ul data-testid="settle-steps">
        {props.steps.map((step) => (
          <li key={step.id}>
            <Typography>{`${step.stepOrder}. ${step.stepTitle}`}</Typography>
          </li>
        ))}
      </ul>
      <FormControl>
        <FormLabel id="settle-choice">{s.choice}</FormLabel>
        <RadioGroup
          aria-labelledby="settle-choice"
          value={choice}
          onChange={(e) => setChoice(e.target.value as OpenStepsChoice)}
        >
          <FormControlLabel value="complete" control={<Radio />} label={s.complete} />
          <FormControlLabel value="skip" control={<Radio />} label={s.skip} />
        </RadioGroup>
      </FormControl>
      {choice === 'skip' && (
        <TextField
          label={s.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          error={tried && missing}
          helperText={tried && missing ? s.reasonRequired : undefined}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
        />
      )}
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
