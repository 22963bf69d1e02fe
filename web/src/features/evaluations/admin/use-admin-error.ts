import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

/** The refusals of the console's evaluation calls this section words itself. */
export const ADMIN_ERROR_CODES = [
  'no_participants',
  'invalid_transition',
  'cycle_launched',
  'form_structure_locked',
  'remind_too_soon',
  'packet_shared',
  'review_submitted',
  'anonymous_review',
  'phase_closed',
] as const;
type Known = (typeof ADMIN_ERROR_CODES)[number];
const isKnown = (code: string | null | undefined): code is Known =>
  ADMIN_ERROR_CODES.some((entry) => entry === code);

/** The text of a failed console call: this section's wording for the module's refusals ("Agrega
 *  al menos un participante antes de lanzar."), else the shared one. */
export function useAdminErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const shared = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      const failure = toApiError(error);
      return isKnown(failure.code) ? t(`evaluations.admin.errors.${failure.code}`) : shared(error);
    },
    [t, shared],
  );
}
