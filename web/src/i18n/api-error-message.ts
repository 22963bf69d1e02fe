// The text shown for a failed call: the glossary's `errors.<code>` when it has the key,
// else the server's own message, else the catalogue text in the UI language.
import type { i18n as I18n } from 'i18next';

import { toApiError } from '@/api/errors';

/** t() for keys built at run time (`errors.<code>`), which the typed t() cannot check. */
type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/** The glossary's `errors.<code>` when it has the key, else the server's message (null: none). */
export function errorCodeMessage(
  code: string | null | undefined,
  serverMessage: string | null | undefined,
  i18n: I18n,
): string | null {
  const codeKey = code ? `errors.${code}` : null;
  if (codeKey && i18n.exists(codeKey)) return (i18n.t.bind(i18n) as DynamicT)(codeKey);
  return serverMessage || null;
}

export function apiErrorMessage(error: unknown, i18n: I18n): string {
  const apiError = toApiError(error);
  const t = i18n.t.bind(i18n) as DynamicT;
  const known = errorCodeMessage(apiError.code, apiError.serverMessage, i18n);
  if (known) return known;
  return t(apiError.catalogue.messageKey, {
    status: apiError.status ?? '',
    defaultValue: apiError.catalogue.message,
  });
}
