import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';

import { useFilesErrorMessage } from './use-files-error';

/** Problems found before sending: field → glossary key. */
export type LocalProblems = Partial<Record<string, string>>;

/** A form's errors in one place: the client's checks (glossary keys) and the server's messages
 *  per field; `alert` is the failure no shown field carries. */
export function useFieldErrors(
  fields: readonly string[],
  /** Refusals about one field though the answer names none (413 file_too_large: the file). */
  codeFields: Partial<Record<string, string>> = {},
) {
  const { t } = useTranslation();
  const describe = useFilesErrorMessage();
  const [local, setLocal] = useState<LocalProblems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const apiFailure = failure ? toApiError(failure) : null;
  const server: Record<string, string> = { ...apiFailure?.fields };
  const codeField = apiFailure
    ? (codeFields[apiFailure.code ?? ''] ??
      (apiFailure.status === 413 ? codeFields.file_too_large : undefined))
    : undefined;
  if (codeField && apiFailure && !server[codeField]) server[codeField] = describe(failure);
  const at = (field: string): string | undefined => {
    const key = local[field];
    if (key) return (t as (key: string) => string)(key);
    return (
      server[field] ?? Object.entries(server).find(([name]) => name.startsWith(`${field}.`))?.[1]
    );
  };
  const shownAtField =
    Object.keys(server).length > 0 &&
    Object.keys(server).every((name) => fields.includes(name.split('.')[0] ?? name));
  return {
    at,
    /** Runs the checks: true when they pass (then the server's last answer is forgotten). */
    check: (problems: LocalProblems) => {
      const found = Object.fromEntries(Object.entries(problems).filter((entry) => entry[1]));
      setLocal(found);
      if (Object.keys(found).length > 0) return false;
      setFailure(null);
      return true;
    },
    fail: (error: unknown) => setFailure(error),
    /** Forgets what was wrong with a field once it changes (a new file chosen). */
    clear: (field: string) => {
      setLocal((current) => (current[field] ? { ...current, [field]: undefined } : current));
      if (server[field] !== undefined) setFailure(null);
    },
    alert: failure && !shownAtField ? describe(failure) : null,
  };
}
