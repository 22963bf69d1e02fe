import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';

export type RadioFieldProps = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  helperText?: string;
};

/** One of a few choices of the surrounding form: a fieldset of radio buttons. */
export function RadioField({ name, label, options, helperText }: RadioFieldProps) {
  const id = useId();
  const { field } = useController({ name });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={field.name}
        value={field.value as string}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
