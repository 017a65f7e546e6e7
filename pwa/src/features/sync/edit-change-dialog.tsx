import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { type WaitingChange, appDb, failedChanges, syncEngine } from '../../data';
import { argsFromForm, editableFields } from './editable-fields';
import { useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';

interface EditFormProps {
  change: WaitingChange;
  onClose: () => void;
}

/**
 * The form of one refused change: each text argument in its own field. Saving amends the change
 * in its place in the queue (the changes after it run again on top) and sends it again; a value
 * the contracts refuse shows its message here and changes nothing.
 */
function EditChangeForm({ change, onClose }: EditFormProps) {
  const s = useStrings(syncStrings);
  const fields = editableFields(change.args);
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map(({ name, value }) => [name, value])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await failedChanges.amend(appDb, change.seq, argsFromForm(change.args ?? {}, fields, values));
      onClose();
      await syncEngine.retryNow();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : s.actionFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{s.editHint(change.label)}</DialogContentText>
          {fields.map(({ name, label, kind }) => (
            <TextField
              key={name}
              label={label}
              helperText={kind === 'date' ? s.dateHint : undefined}
              value={values[name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { 'data-field': name } }}
            />
          ))}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          data-testid="sync-edit-save"
        >
          {s.editSave}
        </Button>
      </DialogActions>
    </>
  );
}

/** 'Sửa' of a refused change: its text arguments, corrected and sent again. */
export function EditChangeDialog({
  change,
  onClose,
}: {
  change: WaitingChange | null;
  onClose: () => void;
}) {
  const s = useStrings(syncStrings);
  return (
    <Dialog open={change !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{s.editTitle}</DialogTitle>
      {/* Keyed by the change, so each opens with its own arguments. */}
      {change && <EditChangeForm key={change.key} change={change} onClose={onClose} />}
    </Dialog>
  );
}
