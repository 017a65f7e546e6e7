import type { AnnouncementAudience } from '@chungcu/contracts';
import {
  Autocomplete,
  type AutocompleteRenderInputParams,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useStrings } from '../../../lib/i18n';
import { useAudienceChoices } from '../queries';
import { announcementStrings } from '../strings';

type Kind = AnnouncementAudience['kind'];
const KINDS: Kind[] = ['complex', 'blocks', 'floors', 'units'];

/** An audience of the kind chosen, with nothing picked yet. */
const emptyOf = (kind: Kind): AnnouncementAudience =>
  kind === 'complex'
    ? { kind }
    : kind === 'blocks'
      ? { kind, blockIds: [] }
      : kind === 'floors'
        ? { kind, floors: [] }
        : { kind, apartmentIds: [] };

/** A picker's text field, with a test id on its input. */
const pickerInput = (label: string, testId: string) =>
  function PickerInput(params: AutocompleteRenderInputParams) {
    const { slotProps, ...rest } = params;
    return (
      <TextField
        {...rest}
        label={label}
        slotProps={{ ...slotProps, htmlInput: { ...slotProps.htmlInput, 'data-testid': testId } }}
      />
    );
  };

/**
 * Who an announcement goes to, from the mirror's blocks and units of its complex: the whole
 * complex, some blocks, some floors of blocks, or some units.
 */
export function AudiencePicker({
  complexId,
  value,
  onChange,
}: {
  complexId: string | null;
  value: AnnouncementAudience;
  onChange(audience: AnnouncementAudience): void;
}) {
  const s = useStrings(announcementStrings).dialog;
  const choices = useAudienceChoices(complexId);
  const blocks = choices?.blocks ?? [];
  const floors = choices?.floors ?? [];
  const units = choices?.units ?? [];
  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="audience-kind">{s.audience}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="audience-kind"
          value={value.kind}
          onChange={(e) => onChange(emptyOf(e.target.value as Kind))}
        >
          {KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={s.kinds[kind]}
              data-testid={`audience-kind-${kind}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {value.kind === 'blocks' && (
        <Autocomplete
          multiple
          options={blocks}
          value={blocks.filter((b) => value.blockIds.includes(b.id))}
          onChange={(_e, picked) => onChange({ kind: 'blocks', blockIds: picked.map((b) => b.id) })}
          getOptionLabel={(b) => b.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={s.noBlocks}
          renderInput={pickerInput(s.blocks, 'audience-blocks')}
        />
      )}
      {value.kind === 'floors' && (
        <Autocomplete
          multiple
          options={floors}
          value={floors.filter((f) =>
            value.floors.some((v) => v.blockId === f.blockId && v.floor === f.floor),
          )}
          onChange={(_e, picked) =>
            onChange({
              kind: 'floors',
              floors: picked.map(({ blockId, floor }) => ({ blockId, floor })),
            })
          }
          getOptionLabel={(f) => s.floorOption(f.block, f.floor)}
          isOptionEqualToValue={(a, b) => a.blockId === b.blockId && a.floor === b.floor}
          renderInput={pickerInput(s.floors, 'audience-floors')}
        />
      )}
      {value.kind === 'units' && (
        <Autocomplete
          multiple
          options={units}
          value={units.filter((u) => value.apartmentIds.includes(u.id))}
          onChange={(_e, picked) =>
            onChange({ kind: 'units', apartmentIds: picked.map((u) => u.id) })
          }
          getOptionLabel={(u) => u.unitNumber}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={pickerInput(s.units, 'audience-units')}
        />
      )}
    </Stack>
  );
}
