import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { useFieldMessage } from './use-field-message';

/**
 * A native input of the surrounding form: its id, what to spread on the input (name, value
 * handlers, `inputRef`), and the message to show under it — the field's error, else `helperText`.
 */
export function useRegisteredField(name: string, helperText?: string) {
  const id = useId();
  const { register } = useFormContext();
  const message = useFieldMessage(name);
  const { ref, ...field } = register(name);
  return {
    ...field,
    inputRef: ref,
    id,
    error: Boolean(message),
    helperText: message ?? helperText,
  };
}
