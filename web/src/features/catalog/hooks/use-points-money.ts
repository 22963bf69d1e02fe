import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrgSettings } from '@/api/types';
import { useNumberFormat } from '@/i18n/use-number-format';
import { orgSettingsQueryOptions } from '@/lib/calls/org';

const pointValueOf = (settings: OrgSettings) => settings.point_value ?? null;

/** "≈ 7,50 €" / "≈ €7.50": what a number of points is worth in the organisation's currency, from
 *  the settings the session reads (GET /org/settings, prefetched at start-up); null while the
 *  organisation gives points no value in money, or until its settings are in. */
export function usePointsMoney(): (points: number) => string | null {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { data: pointValue } = useQuery({ ...orgSettingsQueryOptions(), select: pointValueOf });
  return useCallback(
    (points: number) =>
      pointValue
        ? t('catalog.money', {
            money: format.money(points * pointValue.amount, pointValue.currency),
          })
        : null,
    [t, format, pointValue],
  );
}
