import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

/** "150 puntos" / "150 points", the number in the UI language's format. */
export function usePointsText(): (points: number) => string {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return useCallback(
    (points: number) => t('catalog.points', { count: points, formatted: format.number(points) }),
    [t, format],
  );
}
