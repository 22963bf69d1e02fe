import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { useFieldMessage } from '../use-field-message';

export type SwitchFieldProps = {
  name: string;
  label: string;
  helperText?: string;
  /** Cannot be changed now (what it needs is missing); its helper text says why. */
  disabled?: boolean;
};

/** An on/off setting of the surrounding form (a permission, a state), with its check or server
 *  message underneath. */
export function SwitchField({ name, label, helperText, disabled = false }: SwitchFieldProps) {
  const helperId = useId();
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  const shown = message ?? helperText;
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(field.value)}
            disabled={disabled}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                ...(shown ? { 'aria-describedby': helperId } : {}),
              },
            }}
          />
        }
      />
      {shown ? (
        <FormHelperText id={helperId} sx={{ mt: 0 }}>
          {shown}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
