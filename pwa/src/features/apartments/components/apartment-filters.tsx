import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { apartmentStatuses } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { FilterPanel } from '../../../ui/filter-panel';
import type { BuildingChoice } from '../hooks/use-apartments-list';
import { type ApartmentFilters, noFilters } from '../list-filter';
import { apartmentStrings } from '../strings';

/** The selects that narrow the list (the search is always in sight). */
const SELECTS = ['floor', 'status', 'block', 'assigned', 'building'] as const;
const activeFilters = (f: ApartmentFilters) =>
  SELECTS.filter((key) => f[key] !== noFilters[key]).length;

interface Props {
  filters: ApartmentFilters;
  /** The floors there are units on (the floor filter's choices). */
  floors: readonly number[];
  /** The blocks of the complex worked in (the block filter's choices after "all"). */
  blocks: readonly string[];
  /** The complexes the list can show (the "Apartment Building" filter's choices after "all"). */
  buildings: readonly BuildingChoice[];
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

/**
 * The search (unit number or resident name), the floor, and the four dropdowns of spec section 2.
 * The block one offers the blocks of the complex worked in rather than the spec's fixed A, B, C
 * (a complex's blocks are its own), and the building one the complexes themselves rather than the
 * spec's sample towers, which changed nothing: on "Tất cả" it narrows the list to one complex.
 */
export function ApartmentFiltersBar({ filters, floors, blocks, buildings, onChange }: Props) {
  const strings = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  const f = strings.filters;
  const q = strings.search;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <TextField
        size="small"
        type="search"
        label={q.label}
        placeholder={q.placeholder}
        value={filters.query}
        onChange={(event) => onChange('query', event.target.value)}
        sx={{ minWidth: 260, flex: '1 1 260px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterPanel
        active={activeFilters(filters)}
        onClear={() => {
          for (const key of SELECTS) onChange(key, noFilters[key]);
        }}
      >
        <Filter
          label={q.floor}
          value={String(filters.floor)}
          choices={[
            ['all', q.allFloors],
            ...floors.map((n) => [String(n), q.floorOption(n)] as const),
          ]}
          onChange={(value) => onChange('floor', value === 'all' ? 'all' : Number(value))}
        />
        <Filter
          label={f.status}
          value={filters.status}
          choices={[
            ['all', f.all],
            ...apartmentStatuses.values.map((v) => [v, enums.apartmentStatuses[v]] as const),
          ]}
          onChange={(value) => onChange('status', value as ApartmentFilters['status'])}
        />
        <Filter
          label={f.block}
          value={filters.block}
          choices={[['all', f.all], ...blocks.map((b) => [b, b] as const)]}
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
          choices={[['all', f.all], ...buildings.map((b) => [b.id, b.name] as const)]}
          onChange={(value) => onChange('building', value)}
        />
      </FilterPanel>
    </Stack>
  );
}
