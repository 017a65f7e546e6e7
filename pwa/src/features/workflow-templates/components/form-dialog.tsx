import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { workflowStrings as s } from '../strings';

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

/** The dialogs' common frame: title, fields, Hủy and Tạo (disabled while saving). */
export function FormDialog({
  open,
  title,
  onSubmit,
  onClose,
  children,
  testId,
  submitLabel = s.create,
}: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);
  const titleId = useId();

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
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {s.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
