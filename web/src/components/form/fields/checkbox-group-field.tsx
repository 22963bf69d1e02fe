import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { useFieldMessage } from '../use-field-message';

export type CheckboxGroupFieldProps<V extends string | number> = {
  name: string;
  label: string;
  /** A `disabled` option cannot be chosen now; its `hint` (under the group) says why. */
  options: readonly { value: V; label: string; disabled?: boolean; hint?: string }[];
  required?: boolean;
  /** Shown while the field has no error. */
  helperText?: string;
  row?: boolean;
};

/** Several choices of the surrounding form (a fieldset of checkboxes); the value keeps the
 *  options' order. */
export function CheckboxGroupField<V extends string | number>({
  name,
  label,
  options,
  required = false,
  helperText,
  row = false,
}: CheckboxGroupFieldProps<V>) {
  const helperId = useId();
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  const chosen = field.value as V[];
  const toggle = (value: V, on: boolean) =>
    field.onChange(
      options
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : chosen.includes(candidate))),
    );
  const shown = message ?? helperText;
  const hintId = (index: number) => `${helperId}-hint-${index}`;
  return (
    <FormControl
      component="fieldset"
      error={Boolean(message)}
      required={required}
      aria-describedby={shown ? helperId : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            disabled={option.disabled}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                slotProps={
                  option.hint ? { input: { 'aria-describedby': hintId(index) } } : undefined
                }
              />
            }
          />
        ))}
      </FormGroup>
      {options.map((option, index) =>
        option.hint ? (
          <FormHelperText key={option.value} id={hintId(index)} error={false}>
            {option.hint}
          </FormHelperText>
        ) : null,
      )}
      {shown ? <FormHelperText id={helperId}>{shown}</FormHelperText> : null}
    </FormControl>
  );
}
