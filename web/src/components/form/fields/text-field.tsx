import type { SxProps, Theme } from '@mui/material/styles';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextInput } from '../text-input';
import { useRegisteredField } from '../use-registered-field';

export type TextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  /** Shown while the field has no error. */
  helperText?: string;
  maxLength?: number;
  /** With `maxLength`: "Quedan N caracteres" under the field (instead of `helperText`) while
   *  it has no error. */
  countRemaining?: boolean;
  /** A text of several lines, this many at least. */
  lines?: number;
  /** Whole numbers typed as text (the numeric keyboard on phones). */
  numeric?: boolean;
  /** Decimal numbers typed as text (the numeric keyboard with its decimal separator). */
  decimal?: boolean;
  /** `tel`: a phone number, with the phone keyboard on phones. */
  type?: 'tel';
  autoComplete?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/** A text field of the surrounding form, with its check or server message underneath. */
export function TextField({
  name,
  helperText,
  maxLength,
  countRemaining = false,
  numeric = false,
  decimal = false,
  type,
  autoComplete,
  lines,
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const value = useWatch({ name, disabled: !countRemaining }) as string | undefined;
  const remaining =
    countRemaining && maxLength !== undefined
      ? t('admin.common.charactersLeft', { count: maxLength - (value ?? '').length })
      : undefined;
  const field = useRegisteredField(name, remaining ?? helperText);
  return (
    <TextInput
      {...props}
      {...field}
      {...(lines ? { multiline: true, minRows: lines } : {})}
      type={type}
      inputMode={numeric ? 'numeric' : decimal ? 'decimal' : undefined}
      inputProps={{ maxLength, autoComplete }}
    />
  );
}
