import { Autocomplete, TextField } from '@mui/material';
import type { Apartment } from '@chungcu/contracts';
import { useMemo } from 'react';
import { foldForSearch } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { byUnitNumber } from '../../../lib/text';
import type { UnitsSnapshot } from '../views';
import { apartmentStrings } from '../strings';

interface Props {
  snapshot: UnitsSnapshot | undefined;
  value: Apartment | null;
  onChange(apartment: Apartment | null): void;
}

/** Picks a unit from the mirror by number or block (diacritics ignored). */
export function UnitPicker({ snapshot, value, onChange }: Props) {
  const s = useStrings(apartmentStrings).sample;
  const units = useMemo(
    () =>
      snapshot
        ? [...snapshot.apartments.values()].filter((a) => !a.deletedAt).sort(byUnitNumber)
        : [],
    [snapshot],
  );
  return (
    <Autocomplete
      options={units}
      value={value}
      onChange={(_event, apartment) => onChange(apartment)}
      getOptionLabel={(a) => `${a.unitNumber} - ${a.buildingBlock}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options, { inputValue }) => {
        const q = foldForSearch(inputValue);
        return options
          .filter((a) => foldForSearch(`${a.unitNumber} ${a.buildingBlock}`).includes(q))
          .slice(0, 50);
      }}
      renderInput={(params) => <TextField {...params} label={s.unitPicker} />}
      sx={{ maxWidth: 360, mb: 3 }}
    />
  );
}
