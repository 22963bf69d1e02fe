// The words of a refused write: the module's own for the codes it knows (a closed campaign, a
// vote on one's own idea, a reason missing, the same status, a comment's edit window gone),
// else the catalogue's or the server's text.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

const OWN_WORDS = {
  campaign_closed: 'suggestions.errors.campaign_closed',
  own_idea: 'suggestions.errors.own_idea',
  reason_required: 'suggestions.errors.reason_required',
  same_status: 'suggestions.errors.same_status',
  edit_window_passed: 'suggestions.errors.edit_window_passed',
  invalid_transition: 'suggestions.errors.invalid_transition',
} as const;

const isOwn = (code: string | null): code is keyof typeof OWN_WORDS =>
  code !== null && Object.hasOwn(OWN_WORDS, code);

/** Turns a failed call into the text to show. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const fallback = useApiErrorMessage();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && isOwn(error.code) ? t(OWN_WORDS[error.code]) : fallback(error),
    [t, fallback],
  );
}

/** The server's message for one field of a 422 (details.fields), if it named it. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields[field] ?? null;
}
