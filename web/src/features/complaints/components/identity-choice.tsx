// Who a report is from, as one radio group: anonymous or identified, with a line on what the
// choice means. The reporter's own form and the handlers' verbal intake share it; `children`
// follow the help (the reporter's "notify me" box).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';

export type IdentityValue = 'anonymous' | 'identified';

export interface IdentityChoiceProps {
  label: string;
  value: IdentityValue;
  onChange: (value: IdentityValue) => void;
  /** The options in the order shown, each with its label. */
  options: readonly { value: IdentityValue; label: string }[];
  /** What the current choice means. */
  help: string;
  disabled: boolean;
  children?: ReactNode;
}

export function IdentityChoice({
  label,
  value,
  onChange,
  options,
  help,
  disabled,
  children,
}: IdentityChoiceProps) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-identity`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-identity`}
        value={value}
        onChange={(event) => onChange(event.target.value as IdentityValue)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
      <FormHelperText>{help}</FormHelperText>
      {children}
    </FormControl>
  );
}
