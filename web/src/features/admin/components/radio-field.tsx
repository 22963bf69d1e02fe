import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

export type RadioFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  helperText?: string;
  row?: boolean;
};

/** A labelled group of radio buttons (a fieldset with its legend). */
export function RadioField<V extends string>({
  label,
  value,
  options,
  onChange,
  helperText,
  row = true,
}: RadioFieldProps<V>) {
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
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
