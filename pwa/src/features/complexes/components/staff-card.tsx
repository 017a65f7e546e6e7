import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { Complex } from '@chungcu/contracts';
import { useState } from 'react';
import { type StaffRow, sameComplexes, toggled } from '../company';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { complexStrings } from '../strings';

interface Props {
  row: StaffRow;
  complexes: readonly Complex[];
  /** Reports its own failure; settles when the save has ended either way. */
  onSave(complexIds: readonly string[]): Promise<void>;
}

/** One manager or staff member: a checkbox per complex, saved together. */
export function StaffCard({ row, complexes, onSave }: Props) {
  const s = useStrings(complexStrings);
  const { roles } = useStrings(enumStrings);
  const [chosen, setChosen] = useState<readonly string[]>(row.complexIds);
  const [busy, setBusy] = useState(false);
  const changed = !sameComplexes(chosen, row.complexIds);
  const save = () => {
    setBusy(true);
    void onSave(chosen).finally(() => setBusy(false));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="staff-card" data-email={row.user.email}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
        <Chip size="small" label={roles[row.user.role]} />
        {!row.user.isActive && <Chip size="small" color="warning" label={s.inactive} />}
      </Stack>
      {row.user.email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.user.email}
        </Typography>
      )}
      <FormGroup aria-label={s.serves(row.name)} sx={{ mt: 1 }}>
        {complexes.map((complex) => (
          <FormControlLabel
            key={complex.id}
            sx={{ minHeight: 44, mr: 0 }}
            control={
              <Checkbox
                checked={chosen.includes(complex.id)}
                onChange={(e) =>
                  setChosen((ids) => toggled(ids, complex.id, e.target.checked, complexes))
                }
              />
            }
            label={`${complex.name} (${complex.code})`}
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {chosen.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {s.servesNone}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          disabled={!changed || busy}
          onClick={save}
          sx={{ minHeight: 44 }}
        >
          {s.saveAssignment}
        </Button>
      </Box>
    </Paper>
  );
}
