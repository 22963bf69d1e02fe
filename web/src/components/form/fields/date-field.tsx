import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import { DateInput } from '../date-input';
import { useFieldMessage } from '../use-field-message';

export type DateFieldProps = { name: string; label: string; helperText?: string };

/** A day of the surrounding form: typed or picked as dd/MM/yyyy, held as yyyy-MM-dd. */
export function DateField({ name, label, helperText }: DateFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const message = useFieldMessage(name);
  return (
    <DateInput
      id={id}
      name={field.name}
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
