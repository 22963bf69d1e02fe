import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'id' | 'error'> & {
  id: string;
  label: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
};

/**
 * A labelled outlined text field with its helper text tied by aria-describedby. Lighter than
 * MUI's TextField, which always pulls in Select (and Menu, Popover, Modal) with it.
 */
export function TextInput({
  id,
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = true,
  ...inputProps
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        label={required ? `${label} *` : label}
        required={required}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
