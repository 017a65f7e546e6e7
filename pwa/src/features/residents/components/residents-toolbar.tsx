import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { residentStatuses } from '@chungcu/contracts';
import type { StatusFilter } from '../search';
import { residentStrings as s } from '../strings';

export interface ResidentsToolbarProps {
  query: string;
  onQueryChange(query: string): void;
  status: StatusFilter;
  onStatusChange(status: StatusFilter): void;
}

/** The search box and the status filter (All Status, Active, Inactive, Pending). */
export function ResidentsToolbar({
  query,
  onQueryChange,
  status,
  onStatusChange,
}: ResidentsToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={s.searchPlaceholder}
        size="small"
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': s.searchLabel },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        value={status}
        onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        size="small"
        sx={{ minWidth: { sm: 180 } }}
        slotProps={{ htmlInput: { 'aria-label': s.statusFilterLabel } }}
      >
        <MenuItem value="all">{s.allStatus}</MenuItem>
        {residentStatuses.values.map((value) => (
          <MenuItem key={value} value={value}>
            {residentStatuses.labels[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
