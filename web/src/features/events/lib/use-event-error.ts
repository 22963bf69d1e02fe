import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the events' calls this module words itself. */
export const EVENT_ERROR_CODES = [
  'registration_closed',
  'maybe_not_allowed',
  'no_offer',
  'offer_expired',
  'not_confirmed',
  'checkin_closed',
  'invalid_pass',
  'invalid_code',
  'too_many_attempts',
  'capacity_below_registrations',
  'event_cancelled',
  'invalid_status',
  'event_ended',
  'invalid_range',
  'invalid_month',
  'not_enough_places',
  'guests_above_limit',
  'option_in_use',
] as const;
type Known = (typeof EVENT_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  EVENT_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed events call: its own wording for the module's refusals, else the
 *  shared one. */
export function useEventErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      if (failure.code === 'not_enough_places') {
        // details.places_left: how many more guests fit.
        const left = Number(failure.details.places_left ?? 0);
        return t('events.errors.not_enough_places', { count: Number.isFinite(left) ? left : 0 });
      }
      return isKnown(failure.code) ? t(`events.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
