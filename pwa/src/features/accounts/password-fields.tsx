import { Stack, TextField } from '@mui/material';
import { passwordMinLength } from '@chungcu/contracts';
import { useStrings } from '../../lib/i18n';
import { accountStrings } from './strings';

/** A new password typed twice; `mismatch` once the second differs from the first. */
export function NewPasswordFields(props: {
  password: string;
  again: string;
  onPassword(value: string): void;
  onAgain(value: string): void;
}) {
  const s = useStrings(accountStrings);
  const mismatch = props.again.length > 0 && props.again !== props.password;
  return (
    <Stack spacing={2}>
      <TextField
        label={s.password(passwordMinLength)}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        required
        slotProps={{ htmlInput: { minLength: passwordMinLength } }}
      />
      <TextField
        label={s.passwordAgain}
        type="password"
        autoComplete="new-password"
        value={props.again}
        onChange={(e) => props.onAgain(e.target.value)}
        error={mismatch}
        helperText={mismatch ? s.mismatch : ' '}
        required
      />
    </Stack>
  );
}
