import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ApartmentStatus, apartmentStatuses } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { apartmentStrings } from '../strings';

interface Props {
  status: ApartmentStatus;
  onChange(status: ApartmentStatus): void;
}

/** The unit's status in one tap: three buttons, the current one pressed. */
export function UnitStatusToggle({ status, onChange }: Props) {
  const s = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={status}
      aria-label={s.unit.statusGroup}
      onChange={(_event, value: ApartmentStatus | null) => {
        // Tapping the pressed button again answers null: the status stays.
        if (value && value !== status) onChange(value);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {apartmentStatuses.values.map((value) => (
        <ToggleButton key={value} value={value} sx={{ px: 3, minHeight: 48 }}>
          {enums.apartmentStatuses[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
