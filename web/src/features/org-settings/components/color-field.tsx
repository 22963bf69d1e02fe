import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { TextInput } from '@/components/form/text-input';
import { useFieldMessage } from '@/components/form/use-field-message';

import { isHexColour } from '../lib/hex-colour';

export type ColorFieldProps = {
  name: string;
  label: string;
  /** Names the colour picker ("Elegir el color principal"). */
  pickerLabel: string;
  helperText?: string;
  required?: boolean;
  /** What the picker shows while the text is empty or not a colour yet. */
  fallback: string;
};

/** A colour of the surrounding form: the browser's colour picker beside its #rrggbb text, both
 *  editing the same value. */
export function ColorField({
  name,
  label,
  pickerLabel,
  helperText,
  required = false,
  fallback,
}: ColorFieldProps) {
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  const value = typeof field.value === 'string' ? field.value : '';
  const id = useId();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
      <Box
        component="input"
        type="color"
        aria-label={pickerLabel}
        value={isHexColour(value) ? value.trim().toLowerCase() : fallback}
        onChange={(event) => field.onChange(event.target.value)}
        sx={{
          flexShrink: 0,
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextInput
        id={id}
        name={field.name}
        label={label}
        required={required}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(message)}
        helperText={message ?? helperText}
        inputProps={{ maxLength: 7, autoComplete: 'off', spellCheck: false }}
      />
    </Stack>
  );
}
