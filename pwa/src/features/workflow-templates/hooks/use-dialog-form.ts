import { useState } from 'react';
import { type ParseResult, fieldErrors } from '../form-errors';

/**
 * The state every create dialog of this screen shares: the values (`set` for text inputs,
 * `setValues` for the rest), the contracts schema's message per field, a reset on close, and a
 * submit that saves only valid values.
 * `submit` answers whether the dialog may close (the save did not fail).
 */
export function useDialogForm<V extends Record<string, unknown>>(
  empty: V,
  onClose: () => void,
  check: (values: V) => ParseResult,
  save: (values: V) => Promise<unknown>,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const close = () => {
    setValues(empty);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const result = check(values);
    setErrors(fieldErrors(result));
    if (!result.success) return false;
    return (await save(values)) !== null;
  };
  /** The props a text input needs for one field: its value, setter and schema message. */
  const field = (name: keyof V & string) => ({
    value: values[name] as string,
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return { values, errors, set, field, setValues, close, submit };
}
