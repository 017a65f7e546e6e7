import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { fullName } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import type { ResidentLite } from '../views';
import { apartmentStrings } from '../strings';
import { ResidentAvatar } from './resident-avatar';

interface Props {
  selected: ResidentLite[];
  onOpenPicker(): void;
  onUnselect(id: string): void;
  /** The other units a resident lives in now, joined ('' when none): named in a warning. */
  elsewhereOf(id: string): string;
}

/** The selector area: opens the picker and lists who is chosen, each removable. */
export function SelectedResidents({ selected, onOpenPicker, onUnselect, elsewhereOf }: Props) {
  const s = useStrings(apartmentStrings).assign;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">{s.selectorTitle}</Typography>
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onOpenPicker}>
          {s.openPicker}
        </Button>
      </Stack>
      {selected.length === 0 ? (
        <Typography color="text.secondary">{s.noneSelected}</Typography>
      ) : (
        <Stack spacing={1}>
          {selected.map((r) => (
            <Box key={r.id}>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
                data-testid="selected-resident"
              >
                <ResidentAvatar person={r} size={36} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap>{fullName(r)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.phone}
                  </Typography>
                </Box>
                <IconButton aria-label={s.unselect(fullName(r))} onClick={() => onUnselect(r.id)}>
                  <CloseIcon />
                </IconButton>
              </Stack>
              {elsewhereOf(r.id) && (
                <Alert severity="warning" sx={{ mt: 0.5 }} data-testid="elsewhere-warning">
                  {s.elsewhere(fullName(r), elsewhereOf(r.id))}
                </Alert>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
