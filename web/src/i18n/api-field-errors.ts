// Per-field texts of a failed call, for showing a server error next to the field it is about.
// A code with an `errors.<code>` key is translated; otherwise the server's own `error` text is
// used when it names a single field, and each field's own text when it names several.
import type { i18n as I18n } from 'i18next';

import { toApiError } from '@/api/errors';

type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/** Codes whose translation is too generic to stand next to a field (the server's text says more). */
const GENERIC_CODES = new Set(['invalid_input']);

/**
 * Maps `details.fields` of a failure onto form fields. `fieldMap` gives the form field for each
 * request field name (e.g. `reciever_emails` → `receivers`); fields not in it are returned under
 * their request name. Returns an empty object when the failure names no field.
 */
export function apiFieldErrors<F extends string>(
  error: unknown,
  i18n: I18n,
  fieldMap: Partial<Record<string, F>> = {},
): Partial<Record<F | string, string>> {
  const apiError = toApiError(error);
  const names = Object.keys(apiError.fields);
  if (names.length === 0) return {};
  const t = i18n.t.bind(i18n) as DynamicT;
  const codeKey = apiError.code ? `errors.${apiError.code}` : null;
  const translated =
    codeKey && !GENERIC_CODES.has(apiError.code ?? '') && i18n.exists(codeKey) ? t(codeKey) : null;
  const out: Partial<Record<string, string>> = {};
  for (const name of names) {
    const target = fieldMap[name] ?? name;
    const own = apiError.fields[name] ?? '';
    out[target] =
      translated ?? (names.length === 1 && apiError.serverMessage ? apiError.serverMessage : own);
  }
  return out;
}
