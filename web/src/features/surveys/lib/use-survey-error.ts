import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { formatDate } from '@/lib/format-date';

/** The refusals of the surveys' calls this section words itself (the server's 409, 422 and 429). */
const KNOWN = [
  'invalid_transition',
  'empty_audience',
  'survey_locked',
  'survey_not_open',
  'reminder_too_soon',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  KNOWN.some((entry) => entry === code);

/** The text of a failed surveys call: its own wording for the lifecycle's refusals (the day the
 *  next reminder may go), else the shared one. */
export function useSurveyErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      if (!isKnown(failure.code)) return shared(error);
      if (failure.code === 'reminder_too_soon') {
        const next = failure.details.next_on;
        return typeof next === 'string'
          ? t('surveys.admin.errors.reminder_too_soon_on', {
              date: formatDate(next, { language: i18n.language, todayLabel: t('dates.today') }),
            })
          : t('surveys.admin.errors.reminder_too_soon');
      }
      return t(`surveys.admin.errors.${failure.code}`);
    },
    [t, i18n.language, shared],
  );
}
