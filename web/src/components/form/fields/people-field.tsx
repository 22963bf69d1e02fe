import { useId } from 'react';
import { useController } from 'react-hook-form';

import type { PersonRef } from '@/api/types';
import { PeoplePicker } from '@/components/people/people-picker';

import { useFieldMessage } from '../use-field-message';

export type PeopleFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  /** Several people (a list) or one (a person or null). */
  multiple?: boolean;
};

/** People of the surrounding form, chosen by a server search. */
export function PeopleField({ name, label, required = false, multiple = false }: PeopleFieldProps) {
  const id = useId();
  const { field } = useController({ name });
  const message = useFieldMessage(name);
  const common = {
    id,
    label,
    required,
    error: message,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
  return multiple ? (
    <PeoplePicker
      {...common}
      multiple
      value={field.value as PersonRef[]}
      onChange={field.onChange}
    />
  ) : (
    <PeoplePicker {...common} value={field.value as PersonRef | null} onChange={field.onChange} />
  );
}
