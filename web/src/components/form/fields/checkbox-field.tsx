import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController } from 'react-hook-form';

export type CheckboxFieldProps = { name: string; label: string; helperText?: string };

/** A yes/no setting of the surrounding form. */
export function CheckboxField({ name, label, helperText }: CheckboxFieldProps) {
  const helperId = useId();
  const { field } = useController({ name });
  const checkbox = (
    <Checkbox
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      slotProps={helperText ? { input: { 'aria-describedby': helperId } } : undefined}
    />
  );
  if (!helperText) return <FormControlLabel label={label} control={checkbox} />;
  return (
    <FormControl>
      <FormControlLabel label={label} control={checkbox} />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
    </FormControl>
  );
}
