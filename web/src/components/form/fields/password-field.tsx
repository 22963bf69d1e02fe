import { PasswordInput } from '../password-input';
import { useRegisteredField } from '../use-registered-field';

export type PasswordFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  /** Shown while the field has no error (the password rule). */
  helperText?: string;
  /** `current-password` or `new-password`, so password managers fill the right one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password of the surrounding form, with its show/hide button and its check underneath. */
export function PasswordField({ name, helperText, autoComplete, ...props }: PasswordFieldProps) {
  const field = useRegisteredField(name, helperText);
  return <PasswordInput {...props} {...field} inputProps={{ autoComplete }} />;
}
