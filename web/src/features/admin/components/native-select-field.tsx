import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export type NativeSelectFieldProps = Omit<NativeSelectProps, 'input' | 'id' | 'children'> & {
  id: string;
  label: string;
  helperText?: string;
  children: ReactNode;
};

/** A labelled native select: keyboard and screen-reader friendly on every device, and light. */
export function NativeSelectField({
  id,
  label,
  helperText,
  error,
  children,
  fullWidth = true,
  ...props
}: NativeSelectFieldProps) {
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
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
