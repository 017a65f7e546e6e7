import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { foldForSearch, holdsWords, searchWords } from '../data';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/** Options drawn at once; typing narrows the rest (thousands of residents stay fast). */
const SHOWN = 50;

/**
 * The options matching `input`: every typed word found in the option's search text, Vietnamese
 * diacritics and case ignored ("nguyen" finds "Nguyễn"), at most `limit`, with the count matched.
 */
export function matchOptions<T>(
  options: readonly T[],
  input: string,
  searchText: (option: T) => string,
  limit = SHOWN,
): { shown: T[]; total: number } {
  const words = searchWords(input);
  const matched =
    words.length === 0
      ? options
      : options.filter((option) => holdsWords(foldForSearch(searchText(option)), words));
  return { shown: matched.slice(0, limit), total: matched.length };
}

export interface SearchPickerProps<T extends { id: string }> {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange(value: T | null): void;
  getLabel(option: T): string;
  /** A second line under each option (unit, phone, role). */
  getDetail?(option: T): string | null;
  /** What typing searches (default: the label). */
  searchText?(option: T): string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/**
 * A field you type into to pick one of many (requester, unit, assignee): MUI Autocomplete over
 * the mirror's rows, matching words anywhere with diacritics ignored, showing the first 50.
 */
export function SearchPicker<T extends { id: string }>({
  label,
  options,
  value,
  onChange,
  getLabel,
  getDetail,
  searchText = getLabel,
  helperText,
  error,
  required,
  disabled,
  testId,
}: SearchPickerProps<T>) {
  const s = useStrings(uiStrings).searchPicker;
  return (
    <Autocomplete
      options={options as T[]}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      getOptionLabel={getLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all, { inputValue }) => matchOptions(all, inputValue, searchText).shown}
      noOptionsText={s.noOptions}
      disabled={disabled}
      data-testid={testId}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ minHeight: 48 }}>
          <Box>
            <Typography variant="body2">{getLabel(option)}</Typography>
            {getDetail?.(option) && (
              <Typography variant="caption" color="text.secondary">
                {getDetail(option)}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
