import { Button, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What happens, and what stays as it was. */
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The change itself: a local write, so the dialog closes at once. */
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}

/**
 * A question before a change that is hard to take back (a fee, an account removed): the
 * change in red, Huỷ beside it and focused first, so Enter never removes anything by chance.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      maxWidth="xs"
      alert
      testId={testId}
      actions={
        <>
          <Button onClick={onClose} sx={{ minHeight: 48 }} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            color="error"
            variant="contained"
            sx={{ minHeight: 48 }}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText>{text}</DialogContentText>
    </DialogFrame>
  );
}
