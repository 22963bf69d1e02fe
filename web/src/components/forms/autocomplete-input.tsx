import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/** The field of an Autocomplete with a label, a help text and an error (without TextField,
 *  which brings Select, Menu and Modal along): the one every feature's pickers use. */
export function AutocompleteInput({
  params,
  label,
  helperText,
  error = false,
}: {
  params: AutocompleteRenderInputParams;
  label: string;
  helperText?: string;
  error?: boolean;
}) {
  const helperId = helperText ? `${params.id}-helper-text` : undefined;
  return (
    <FormControl fullWidth disabled={params.disabled} size={params.size} error={error}>
      <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
      <OutlinedInput
        {...params.slotProps.input}
        label={label}
        inputProps={{ ...params.slotProps.htmlInput, 'aria-describedby': helperId }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
