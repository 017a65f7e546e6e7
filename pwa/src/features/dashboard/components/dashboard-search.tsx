import ApartmentIcon from '@mui/icons-material/Apartment';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  ClickAwayListener,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDashboardSearch } from '../hooks/use-dashboard-search';
import type { SearchHit } from '../search';
import { useStrings } from '../../../lib/i18n';
import { dashboardStrings } from '../strings';

function HitList({ title, hits }: { title: string; hits: SearchHit[] }) {
  const s = useStrings(dashboardStrings);
  if (hits.length === 0) return null;
  return (
    <List dense disablePadding subheader={<ListSubheader>{title}</ListSubheader>}>
      {hits.map((hit) => (
        <ListItemButton
          key={`${hit.kind}-${hit.id}`}
          component={RouterLink}
          to={hit.to}
          data-testid="search-hit"
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {hit.kind === 'unit' ? <ApartmentIcon /> : <PersonIcon />}
          </ListItemIcon>
          <ListItemText
            primary={hit.label}
            secondary={hit.kind === 'unit' ? s.unitBlock(hit.detail) : hit.detail}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * 'Search units, tenants...': finds units and residents in the mirror and lists them in a small
 * popover; Enter opens the first hit, Escape closes the list.
 */
export function DashboardSearch() {
  const s = useStrings(dashboardStrings);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const hits = useDashboardSearch(query);
  const navigate = useNavigate();
  const showing = open && query.trim() !== '' && hits !== undefined;
  const units = hits?.filter((h) => h.kind === 'unit') ?? [];
  const residents = hits?.filter((h) => h.kind === 'resident') ?? [];

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative', flex: 1, maxWidth: 420, minWidth: 0 }}>
        <TextField
          size="small"
          fullWidth
          value={query}
          placeholder={s.searchPlaceholder}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            const first = hits?.[0];
            if (e.key === 'Enter' && first) void navigate(first.to);
          }}
          slotProps={{
            htmlInput: { 'aria-label': s.searchLabel, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {showing && (
          <Paper
            elevation={8}
            data-testid="search-results"
            sx={{
              position: 'absolute',
              top: 'calc(100% + 4px)',
              left: 0,
              right: 0,
              zIndex: (theme) => theme.zIndex.modal,
              maxHeight: 360,
              overflowY: 'auto',
              minWidth: 260,
            }}
            onClick={() => setOpen(false)}
          >
            <HitList title={s.searchUnits} hits={units} />
            <HitList title={s.searchResidents} hits={residents} />
            {hits.length === 0 && (
              <Typography sx={{ p: 2 }} color="text.secondary" variant="body2">
                {s.searchEmpty}
              </Typography>
            )}
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
