import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type DateInputProps = Omit<OutlinedInputProps, 'type' | 'label' | 'id' | 'error'> & {
  id: string;
  label: string;
  helperText?: string;
  error?: boolean;
};

/** A labelled date input (the browser's picker; its value is yyyy-MM-dd). */
export function DateInput({ id, label, helperText, error = false, ...props }: DateInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...props}
        id={id}
        type="date"
        label={label}
        notched
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
