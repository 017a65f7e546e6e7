import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { fullName, limits } from '@chungcu/contracts';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { useAssignable } from '../hooks/use-unit';
import { apartmentStrings } from '../strings';
import { type UnitsSnapshot, unitsElsewhere } from '../views';

/** Rows drawn at once; a search narrows the rest down. */
const SHOWN = 100;

interface Props {
  open: boolean;
  snapshot: UnitsSnapshot | undefined;
  apartmentId: string;
  initial: readonly string[];
  onConfirm(ids: string[]): void;
  onClose(): void;
}

/** 'Select Residents': active residents not living in the unit, searchable, multi-select. */
export function ResidentPickerDialog(props: Props) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {props.open && <PickerBody {...props} />}
    </Dialog>
  );
}

function PickerBody({ snapshot, apartmentId, initial, onConfirm, onClose }: Props) {
  const strings = useStrings(apartmentStrings);
  const s = strings.picker;
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const residents = useAssignable(snapshot, apartmentId, query);
  const elsewhere = (id: string) =>
    snapshot ? unitsElsewhere(snapshot, id, apartmentId).join(', ') : '';
  const chosenElsewhere = chosen.flatMap((id) => {
    const resident = snapshot?.residents.get(id);
    const units = elsewhere(id);
    return resident && units ? [{ id, name: fullName(resident), units }] : [];
  });
  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    );
  return (
    <>
      <DialogTitle>{s.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          placeholder={s.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': s.search } }}
          sx={{ mb: 1 }}
        />
        <Box sx={{ height: limits.residentPickerHeightPx, overflowY: 'auto' }}>
          {residents.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {s.empty}
            </Typography>
          ) : (
            <List dense component="div" data-testid="resident-options">
              {residents.slice(0, SHOWN).map((r) => {
                const selected = chosen.includes(r.id);
                const units = elsewhere(r.id);
                return (
                  <ListItemButton key={r.id} selected={selected} onClick={() => toggle(r.id)}>
                    <ListItemText
                      primary={fullName(r)}
                      secondary={`${s.idCard(r.idCardNumber)} · ${s.phone(r.phone)}`}
                    />
                    <Chip
                      size="small"
                      label={selected ? s.selected : units ? s.livesElsewhere(units) : s.available}
                      color={selected ? 'primary' : units ? 'warning' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      data-testid="picker-badge"
                    />
                  </ListItemButton>
                );
              })}
            </List>
          )}
          {residents.length > SHOWN && (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, display: 'block' }}>
              {s.truncated(SHOWN, residents.length)}
            </Typography>
          )}
        </Box>
        {chosenElsewhere.map(({ id, name, units }) => (
          <Alert key={id} severity="warning" sx={{ mt: 1 }} data-testid="elsewhere-warning">
            {strings.assign.elsewhere(name, units)}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{s.cancel}</Button>
        <Button variant="contained" onClick={() => onConfirm(chosen)}>
          {s.confirm(chosen.length)}
        </Button>
      </DialogActions>
    </>
  );
}
