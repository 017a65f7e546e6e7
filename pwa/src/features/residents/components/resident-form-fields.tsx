import { Grid, MenuItem, TextField } from '@mui/material';
import { normalisePhone } from '@chungcu/contracts';
import { memo, useMemo } from 'react';
import { type Control, Controller, type ControllerRenderProps } from 'react-hook-form';
import type { ResidentFormOutput, ResidentFormValues } from '../hooks/use-resident-form';
import { type StringsOf, enumStrings, useStrings } from '../../../lib/i18n';
import { residentStrings } from '../strings';

interface FieldSpec {
  name: keyof ResidentFormValues;
  label: string;
  type?: string;
  required?: boolean;
  options?: Record<string, string>;
  wide?: boolean;
  /** What the field takes, under it until there is an error to show instead. */
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}

/** The fields in the spec's order; Gender and Status are selects. */
const fieldSpecsOf = (
  s: StringsOf<typeof residentStrings>,
  e: StringsOf<typeof enumStrings>,
  f = s.fields,
): FieldSpec[] => [
  { name: 'firstName', label: f.firstName, required: true },
  { name: 'lastName', label: f.lastName, required: true },
  {
    name: 'idCardNumber',
    label: f.idCardNumber,
    required: true,
    hint: s.hints.idCard,
    inputMode: 'numeric',
  },
  { name: 'gender', label: f.gender, options: e.genders },
  { name: 'email', label: f.email, type: 'email', required: true },
  { name: 'phone', label: f.phone, type: 'tel', required: true, hint: s.hints.phone },
  { name: 'occupation', label: f.occupation },
  { name: 'status', label: f.status, options: e.residentStatuses },
  { name: 'emergencyContact', label: f.emergencyContact },
  { name: 'emergencyPhone', label: f.emergencyPhone, type: 'tel', hint: s.hints.phone },
  { name: 'notes', label: f.notes, wide: true },
];

/**
 * One field. Memoised on its value, handlers and message: a submit publishes the form's errors
 * to every field, and re-drawing eleven text fields (the notes box measures its height each
 * time) then cost more than the whole save.
 */
const FieldInput = memo(function FieldInput({
  spec,
  field,
  invalid,
  message,
}: {
  spec: FieldSpec;
  /** The controller's field (one object until its value changes). */
  field: ControllerRenderProps<ResidentFormValues>;
  invalid: boolean;
  message: string | undefined;
}) {
  const { ref, ...props } = field;
  return (
    <TextField
      {...props}
      onBlur={() => {
        // A phone is shown as it will be stored (+84…) once it is left.
        const phone = spec.type === 'tel' ? normalisePhone(String(field.value)) : null;
        if (phone && phone !== field.value) field.onChange(phone);
        field.onBlur();
      }}
      inputRef={ref}
      label={spec.label}
      type={spec.type}
      required={spec.required}
      select={Boolean(spec.options)}
      multiline={spec.wide}
      minRows={spec.wide ? 3 : undefined}
      error={invalid}
      helperText={message ?? spec.hint}
      slotProps={spec.inputMode ? { htmlInput: { inputMode: spec.inputMode } } : undefined}
      fullWidth
      size="small"
    >
      {spec.options &&
        Object.entries(spec.options).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
    </TextField>
  );
});

/** Every field of the resident form, controlled, with the schema's messages under the fields. */
export function ResidentFormFields({
  control,
}: {
  control: Control<ResidentFormValues, unknown, ResidentFormOutput>;
}) {
  const s = useStrings(residentStrings);
  const e = useStrings(enumStrings);
  // One set per language: each field is memoised on its spec.
  const fieldSpecs = useMemo(() => fieldSpecsOf(s, e), [s, e]);
  return (
    <Grid container spacing={2}>
      {fieldSpecs.map((spec) => (
        <Grid key={spec.name} size={spec.wide ? 12 : { xs: 12, sm: 6 }}>
          <Controller
            name={spec.name}
            control={control}
            render={({ field, fieldState }) => (
              <FieldInput
                spec={spec}
                field={field}
                invalid={fieldState.invalid}
                message={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
