import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useServerFieldErrors } from './use-server-field-errors';

type DynamicT = (key: string) => string;

/**
 * The message to show under a field: the client check (a glossary key) first, else what the
 * server said about that field in the last failed submission.
 */
export function useFieldError<V extends FieldValues>(
  errors: FieldErrors<V>,
  serverError: unknown,
): (name: string) => string | undefined {
  const { t } = useTranslation();
  const server = useServerFieldErrors(serverError);
  return useCallback(
    (name: string) => {
      const client = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
      if (typeof client === 'string' && client) return (t as unknown as DynamicT)(client);
      return server[name];
    },
    [errors, server, t],
  );
}
