import { Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** Saves; answers whether the dialog may close. */
  onSubmit(): Promise<boolean>;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  /** The submit button's text; 'Tạo' unless the dialog changes something that exists. */
  submitLabel?: string;
}

/** The templates' dialogs: the shared frame, Hủy and Tạo disabled while saving. */
export function FormDialog({
  open,
  title,
  onSubmit,
  onClose,
  children,
  testId,
  submitLabel,
}: FormDialogProps) {
  const s = useStrings(workflowStrings);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      if (await onSubmit()) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: submitLabel ?? s.create }}
      busy={saving}
      onSubmit={(event) => void submit(event)}
      fullScreenOnPhone
      testId={testId}
    >
      <Stack spacing={2}>{children}</Stack>
    </DialogFrame>
  );
}
