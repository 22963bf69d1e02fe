import type { SxProps, Theme } from '@mui/material/styles';

import { SelectInput, type SelectOption } from '../select-input';
import { useRegisteredField } from '../use-registered-field';

export type SelectFieldProps = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  helperText?: string;
  sx?: SxProps<Theme>;
};

/** A choice of the surrounding form from a native select. */
export function SelectField({ name, helperText, ...props }: SelectFieldProps) {
  return <SelectInput {...props} {...useRegisteredField(name, helperText)} />;
}
