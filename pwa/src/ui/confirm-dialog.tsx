import { Button, DialogContentText } from '@mui/material';
import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What happens, and what stays as it was. */
  text: ReactNode;
  confirmLabel: ReactNode;
  /** A removal is red (the default); a change that only cannot be undone, such as issuing, is not. */
  tone?: 'danger' | 'final';
  cancelLabel: ReactNode;
  /**
   * The change itself; the dialog closes at once (a local write is done by then, and a call to the
   * server shows its progress where it was asked for).
   */
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}

/**
 * A question before a change that is hard to take back (a fee, an account removed; a month's
 * notices issued): the change (in red when it removes), Huỷ beside it and focused first, so Enter
 * never does it by chance.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  tone = 'danger',
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
            color={tone === 'danger' ? 'error' : 'primary'}
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
