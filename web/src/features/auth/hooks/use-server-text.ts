import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { toLanguage } from '@/i18n/languages';

/** The text of a notice the server sends (in Spanish, the same for every address): as sent for
 *  Spanish readers, the glossary's `translation` of it for the others. */
export function useServerText(): (
  message: string | null | undefined,
  translation: string,
) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (message, translation) =>
      toLanguage(i18n.language) === 'es' && message ? message : translation,
    [i18n],
  );
}
