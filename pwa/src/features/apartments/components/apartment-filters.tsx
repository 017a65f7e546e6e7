import { MenuItem, Stack, TextField } from '@mui/material';
import { apartmentStatuses, options } from '@chungcu/contracts';
import type { ApartmentFilters } from '../list-filter';
import { apartmentStrings } from '../strings';

const f = apartmentStrings.filters;

interface Props {
  filters: ApartmentFilters;
  onChange<K extends keyof ApartmentFilters>(key: K, value: ApartmentFilters[K]): void;
}

function Filter(props: {
  label: string;
  value: string;
  choices: readonly (readonly [string, string])[];
  onChange(value: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {props.choices.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The four dropdowns of spec section 2 (the building one is held but not applied). */
export function ApartmentFiltersBar({ filters, onChange }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <Filter
        label={f.status}
        value={filters.status}
        choices={[
          ['all', f.all],
          ...apartmentStatuses.values.map((v) => [v, apartmentStatuses.labels[v]] as const),
        ]}
        onChange={(value) => onChange('status', value as ApartmentFilters['status'])}
      />
      <Filter
        label={f.block}
        value={filters.block}
        choices={[['all', f.all], ...options.blocks.map((b) => [b, b] as const)]}
        onChange={(value) => onChange('block', value)}
      />
      <Filter
        label={f.assigned}
        value={filters.assigned}
        choices={[
          ['all', f.all],
          ['assigned', f.assignedOption],
          ['unassigned', f.unassignedOption],
        ]}
        onChange={(value) => onChange('assigned', value as ApartmentFilters['assigned'])}
      />
      <Filter
        label={f.building}
        value={filters.building}
        choices={[
          ['all', f.all],
          ...options.buildings.map((b) => [b, f.buildings[b] ?? b] as const),
        ]}
        onChange={(value) => onChange('building', value)}
      />
    </Stack>
  );
}
