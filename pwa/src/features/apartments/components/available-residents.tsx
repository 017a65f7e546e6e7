import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  Chip,
  List,
  ListItemButton,
  TextField,
  Typography,
} from '@mui/material';
import { fullName } from '@chungcu/contracts';
import { useState } from 'react';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { useAssignable } from '../hooks/use-unit';
import type { UnitsSnapshot } from '../views';
import { apartmentStrings } from '../strings';
import { ResidentAvatar } from './resident-avatar';

const SHOWN = 50;

interface Props {
  snapshot: UnitsSnapshot | undefined;
  apartmentId: string;
  selected: readonly string[];
  onToggle(id: string): void;
}

/** 'Available Residents': searchable list; clicking an entry toggles its checkbox. */
export function AvailableResidents({ snapshot, apartmentId, selected, onToggle }: Props) {
  const strings = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  const s = strings.sample;
  const [query, setQuery] = useState('');
  const residents = useAssignable(snapshot, apartmentId, query);
  return (
    <Card variant="outlined">
      <CardHeader
        title={s.availableTitle}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          fullWidth
          size="small"
          placeholder={s.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': s.search } }}
        />
        {residents.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {strings.picker.empty}
          </Typography>
        )}
        <List sx={{ maxHeight: 560, overflowY: 'auto' }}>
          {residents.slice(0, SHOWN).map((r) => {
            const checked = selected.includes(r.id);
            const day = formatDate(r.moveInDate);
            return (
              <ListItemButton
                key={r.id}
                selected={checked}
                onClick={() => onToggle(r.id)}
                sx={{ gap: 1.5 }}
              >
                <Checkbox
                  edge="start"
                  checked={checked}
                  tabIndex={-1}
                  slotProps={{ input: { 'aria-label': s.toggle(fullName(r)) } }}
                />
                <ResidentAvatar person={r} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <Typography noWrap>{fullName(r)}</Typography>
                    <Chip
                      size="small"
                      label={enumLabel(enums.residentStatuses, r.status)}
                      color={r.status === 'active' ? 'success' : 'default'}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {r.phone} · {r.email}
                  </Typography>
                  {day && (
                    <Typography variant="caption" color="text.secondary">
                      {s.moveIn(day)}
                    </Typography>
                  )}
                </Box>
              </ListItemButton>
            );
          })}
        </List>
        {residents.length > SHOWN && (
          <Typography variant="caption" color="text.secondary">
            {strings.picker.truncated(SHOWN, residents.length)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
