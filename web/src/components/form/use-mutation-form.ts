import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { apiErrorMessage } from '@/i18n/api-error-message';
import { apiFieldErrors } from '@/i18n/api-field-errors';

import { useToastMutation } from '../toast/use-toast-mutation';

import { schemaResolver, type FieldChecks } from './schema-resolver';

export type MutationFormOptions<V extends FieldValues, D, R> = {
  defaultValues: DefaultValues<V>;
  /** The form's checks (field → glossary key), kept beside the mutation. */
  validate: (values: V) => FieldChecks;
  /** The module's mutation (its API file's mutationOptions). */
  mutation: UseMutationOptions<D, Error, R>;
  /** The request a valid form sends. */
  toRequest: (values: V) => R;
  /** Request fields whose server errors belong to a form field of another name. */
  serverFields?: Partial<Record<string, FieldPath<V>>>;
  /** The form field of a request field that depends on what was sent (a list the request
   *  orders otherwise than the form); undefined: the usual rules. */
  serverField?: (requestField: string, sent: V) => FieldPath<V> | undefined;
  /** Error codes that are about one field though the answer names none (`wrong_password` is
   *  about the current password): their message goes under that field. */
  codeFields?: Partial<Record<string, FieldPath<V>>>;
  /** The success toast, if any. */
  successToast?: (data: D, values: V) => string;
  /** What the screen does after a success (close the dialog, reset the form...). */
  onSuccess?: (data: D, values: V) => void;
};

export type MutationForm<V extends FieldValues, D, R> = {
  form: UseFormReturn<V>;
  mutation: UseMutationResult<D, Error, R>;
  submit: (event: FormEvent) => void;
  /** The answer to the last submission and the values sent, until the next one starts. */
  done: { data: D; values: V } | null;
  /** Request fields shown at a control: a failure about them needs no alert of its own. */
  shownFields: readonly string[];
  /** Error codes shown at a control (see `codeFields`): they need no alert either. */
  shownCodes: readonly string[];
};

/**
 * A form that sends a mutation: the schema's checks on submit, the request, the success toast and
 * the next step; the server's per-field messages land under their fields (`server` errors).
 */
export function useMutationForm<V extends FieldValues, D, R>({
  defaultValues,
  validate,
  mutation,
  toRequest,
  serverFields = {},
  serverField,
  codeFields = {},
  successToast,
  onSuccess,
}: MutationFormOptions<V, D, R>): MutationForm<V, D, R> {
  const { i18n } = useTranslation();
  const form = useForm<V>({ defaultValues, resolver: schemaResolver(validate) });
  const submitted = useRef<V | null>(null);
  const [done, setDone] = useState<{ data: D; values: V } | null>(null);
  const fieldNames = Object.keys(defaultValues);
  const targetOf = (requestField: string): string | undefined =>
    serverFields[requestField] ??
    (serverField && submitted.current ? serverField(requestField, submitted.current) : undefined) ??
    (fieldNames.includes(requestField) ? requestField : undefined);

  const result = useToastMutation(mutation, {
    success: (data) =>
      successToast && submitted.current ? successToast(data, submitted.current) : null,
    onSuccess: (data) => {
      const values = submitted.current;
      if (!values) return;
      setDone({ data, values });
      onSuccess?.(data, values);
    },
    onError: (error) => {
      const code = toApiError(error).code;
      const codeTarget = code ? codeFields[code] : undefined;
      if (codeTarget) {
        form.setError(codeTarget, { type: 'server', message: apiErrorMessage(error, i18n) });
      }
      const messages = apiFieldErrors(error, i18n);
      for (const [requestField, message] of Object.entries(messages)) {
        const target = targetOf(requestField);
        if (target && message) {
          form.setError(target as FieldPath<V>, { type: 'server', message });
        }
      }
    },
  });

  const submit = (event: FormEvent) => {
    void form.handleSubmit((values) => {
      submitted.current = values;
      setDone(null);
      result.mutate(toRequest(values));
    })(event);
  };

  return {
    form,
    mutation: result,
    submit,
    done,
    shownFields: [...fieldNames, ...Object.keys(serverFields)],
    shownCodes: Object.keys(codeFields),
  };
}
