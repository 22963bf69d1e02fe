// The events' own form field beside the shared ones (without MUI's TextField, which brings
// Select, Menu and Modal along): a date-and-time field whose label stays above the browser's
// own date picker.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type DateTimeInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
};

/** A wall-clock date and time ('YYYY-MM-DDTHH:mm'), the browser's own picker. */
export function DateTimeInput({
  id,
  label,
  value,
  onChange,
  helperText,
  error = false,
  required = false,
  disabled = false,
}: DateTimeInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const shown = required ? `${label} *` : label;
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="datetime-local"
        notched
        label={shown}
        value={value}
        required={required}
        onChange={(change) => onChange(change.target.value)}
        aria-describedby={helperId}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
