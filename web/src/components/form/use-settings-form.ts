import type { UseMutationOptions } from '@tanstack/react-query';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';

import type { FieldChecks } from './schema-resolver';
import { useMutationForm, type MutationForm } from './use-mutation-form';

export type SettingsFormOptions<S, V extends FieldValues, R> = {
  /** The settings as the server has them. */
  current: S;
  /** The form's values for some settings. */
  toValues: (settings: S) => V;
  validate: (values: V) => FieldChecks;
  /** Saves the settings; answers them as saved. */
  mutation: UseMutationOptions<S, Error, R>;
  toRequest: (values: V) => R;
  /** The form field of a request field, given what was sent (see useMutationForm). */
  serverField?: (requestField: string, sent: V) => FieldPath<V> | undefined;
};

export type SettingsForm<S, V extends FieldValues, R> = MutationForm<V, S, R> & {
  /** Saved, and not changed since: the moment for "Guardado". */
  saved: boolean;
};

/** A form that edits settings in place: seeded from the server's, reset to what the server
 *  saved, and "saved" until the next change. */
export function useSettingsForm<S, V extends FieldValues, R>({
  current,
  toValues,
  validate,
  mutation,
  toRequest,
  serverField,
}: SettingsFormOptions<S, V, R>): SettingsForm<S, V, R> {
  const form = useMutationForm({
    defaultValues: toValues(current) as DefaultValues<V>,
    validate,
    mutation,
    toRequest,
    serverField,
    onSuccess: (saved) => form.form.reset(toValues(saved)),
  });
  return { ...form, saved: form.done !== null && !form.form.formState.isDirty };
}
