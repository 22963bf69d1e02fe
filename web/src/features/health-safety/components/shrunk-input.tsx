import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type ShrunkInputProps = Omit<OutlinedInputProps, 'label' | 'id' | 'error'> & {
  id: string;
  label: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
};

/** A labelled input whose label always sits above it: for the browser's time field, whose own
 *  "--:--" would show through a label resting inside. */
export function ShrunkInput({
  id,
  label,
  helperText,
  error = false,
  required = false,
  ...inputProps
}: ShrunkInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        notched
        label={required ? `${label} *` : label}
        required={required}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
