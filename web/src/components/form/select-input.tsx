import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export type SelectOption = { value: string; label: string };

export type SelectInputProps = Omit<NativeSelectProps, 'input' | 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
};

/** A labelled native select: keyboard and screen-reader friendly on every device, and light. */
export function SelectInput({
  id,
  label,
  options,
  helperText,
  error,
  fullWidth = true,
  ...props
}: SelectInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...props}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': helperId }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
