import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { residentStatuses } from '@chungcu/contracts';
import { memo, useMemo } from 'react';
import { enumStrings, useStrings } from '../../../lib/i18n';
import type { StatusFilter } from '../search';
import { residentStrings } from '../strings';

export interface ResidentsToolbarProps {
  query: string;
  onQueryChange(query: string): void;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
}

const searchAdornment = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);

/** The search box: the only part of the page besides the list that a keystroke re-renders. */
const SearchField = memo(function SearchField({
  query,
  onQueryChange,
}: Pick<ResidentsToolbarProps, 'query' | 'onQueryChange'>) {
  const s = useStrings(residentStrings);
  const slots = useMemo(
    () => ({
      htmlInput: { 'aria-label': s.searchLabel },
      input: { startAdornment: searchAdornment },
    }),
    [s],
  );
  return (
    <TextField
      type="search"
      value={query}
      onChange={(event) => onQueryChange(event.target.value)}
      placeholder={s.searchPlaceholder}
      size="small"
      sx={{ flex: 1 }}
      slotProps={slots}
    />
  );
});

/** All Status, Active, Inactive, Pending. */
const StatusField = memo(function StatusField({
  status,
  onStatusChange,
}: Pick<ResidentsToolbarProps, 'status' | 'onStatusChange'>) {
  const statuses = useStrings(enumStrings).residentStatuses;
  const s = useStrings(residentStrings);
  const slots = useMemo(() => ({ htmlInput: { 'aria-label': s.statusFilterLabel } }), [s]);
  return (
    <TextField
      select
      value={status}
      onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
      size="small"
      sx={{ minWidth: { sm: 180 } }}
      slotProps={slots}
    >
      <MenuItem value="all">{s.allStatus}</MenuItem>
      {residentStatuses.values.map((value) => (
        <MenuItem key={value} value={value}>
          {statuses[value]}
        </MenuItem>
      ))}
    </TextField>
  );
});

/**
 * The search box and the status filter. Each is memoised on its own: a save re-renders neither,
 * a keystroke only the search box.
 */
export const ResidentsToolbar = memo(function ResidentsToolbar({
  query,
  onQueryChange,
  status,
  onStatusChange,
}: ResidentsToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField query={query} onQueryChange={onQueryChange} />
      <StatusField status={status} onStatusChange={onStatusChange} />
    </Stack>
  );
});
