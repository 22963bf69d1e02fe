import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate } from '@/lib/format-date';

/** A calendar day (yyyy-MM-dd) as the UI writes it inside a sentence: dd/MM/yyyy, or "hoy". */
export function useDay(): (day: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (day: string) => formatDate(day, { language: i18n.language, todayLabel: t('programs.today') }),
    [t, i18n.language],
  );
}
