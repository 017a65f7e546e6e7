import { Alert, Button, Stack, TextField } from '@mui/material';
import type { Block } from '@chungcu/contracts';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { errorText } from '../api';
import { useStrings } from '../../../lib/i18n';
import { complexStrings } from '../strings';

interface Props {
  /** The block edited; null: a new one of `complexName`. */
  block: Block | null;
  complexName: string;
  onClose(): void;
  /** Sends the name; a refusal is thrown back and shown under the field. */
  onSubmit(name: string): Promise<unknown>;
  /** Deletes the block; a refusal (units still in it) is thrown back and shown. */
  onDelete(): Promise<unknown>;
}

/**
 * Adds a block to a complex, or renames or deletes one. The server checks the name (the
 * contracts' schema, unique in the complex whatever the case) and refuses to delete a block
 * units are in: its message is shown in the dialog.
 */
export function BlockDialog({ block, complexName, onClose, onSubmit, onDelete }: Props) {
  const s = useStrings(complexStrings).blockDialog;
  const [name, setName] = useState(block?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = (action: () => Promise<unknown>, show: (message: string) => void) => {
    setBusy(true);
    setError(null);
    setFormError(null);
    action()
      .then(onClose, (failure: unknown) => show(errorText(failure)))
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => onSubmit(name), setError);
  };

  return (
    <DialogFrame
      title={block ? s.editTitle(block.name) : s.createTitle(complexName)}
      titleId="block-dialog-title"
      onClose={onClose}
      cancelLabel={s.cancel}
      primary={{ label: block ? s.save : s.create, disabled: busy }}
      extraActions={
        block && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => run(onDelete, setFormError)}
            sx={{ minHeight: 44, mr: 'auto' }}
          >
            {s.delete}
          </Button>
        )
      }
      onSubmit={submit}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {formError && (
          <Alert severity="error" data-testid="block-error">
            {formError}
          </Alert>
        )}
        <TextField
          label={s.name}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          required
          autoFocus
          error={Boolean(error)}
          helperText={error ?? (block ? s.renameHint : s.nameHint)}
          slotProps={{ htmlInput: { 'data-testid': 'block-name' } }}
        />
      </Stack>
    </DialogFrame>
  );
}
