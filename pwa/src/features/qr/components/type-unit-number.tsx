import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { MirroredUnit } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';
import { findUnitsByNumber } from '../unit-search';

/** The way in without a camera: type the unit number, tap the unit found in the mirror. */
export function TypeUnitNumber({
  units,
  onOpen,
}: {
  units: readonly MirroredUnit[];
  onOpen(apartmentId: string): void;
}) {
  const s = useStrings(qrStrings).scan;
  const [typed, setTyped] = useState('');
  const found = findUnitsByNumber(units, typed);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {s.typeTitle}
      </Typography>
      <TextField
        type="search"
        label={s.typeLabel}
        placeholder={s.typePlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        fullWidth
      />
      {typed.trim() && found.length === 0 && (
        <Typography color="text.secondary">{s.typeNone}</Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {found.map((unit) => (
          <Button
            key={unit.id}
            variant="outlined"
            onClick={() => onOpen(unit.id)}
            sx={{ minHeight: 48 }}
            aria-label={s.open(unit.unitNumber)}
          >
            {unit.unitNumber}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
