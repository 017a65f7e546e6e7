import ApartmentIcon from '@mui/icons-material/Apartment';
import { Alert, Button, Stack } from '@mui/material';
import type { Complex } from '@chungcu/contracts';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * A screen that works in one complex, shown on "Tất cả": says why (`message`) and offers each
 * complex the device holds as a button that makes it the one worked in, here, instead of sending
 * the user to find the switcher in the top bar.
 */
export function ChooseComplex({
  message,
  complexes,
  onChoose,
}: {
  message: string;
  complexes: readonly Complex[];
  onChoose: (complexId: string) => void;
}) {
  const s = useStrings(uiStrings).chooseComplex;
  return (
    <Alert severity="info" data-testid="choose-complex">
      {message}
      {complexes.length > 0 && (
        <Stack
          role="group"
          aria-label={s.label}
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}
        >
          {complexes.map((complex) => (
            <Button
              key={complex.id}
              variant="outlined"
              startIcon={<ApartmentIcon />}
              onClick={() => onChoose(complex.id)}
              sx={{ minHeight: 44, bgcolor: 'background.paper' }}
            >
              {complex.name}
            </Button>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
