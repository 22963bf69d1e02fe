import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { OverviewCard, OverviewFigure } from '@/components/layout/overview-card';
import { useNumberFormat } from '@/i18n/use-number-format';
import { adminSectionPath } from '@/lib/modules/admin-sections';

import { reviewPointRequestsQueryOptions } from '../api/point-requests';

/** The console's overview tile of point requests waiting for a decision: how many (the list's
 *  total, read with a page of one), leading to the console's section, which opens on them. */
export function PointRequestsOverviewTile() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(reviewPointRequestsQueryOptions('pending', 1, 1));
  return (
    <OverviewCard
      title={t('pointRequests.admin.overview.title')}
      icon={<FactCheckOutlined fontSize="small" />}
      query={query}
      loadingLabel={t('pointRequests.admin.overview.loading')}
      link={{
        to: adminSectionPath({ segment: 'point-requests' }),
        label: t('pointRequests.admin.overview.link'),
      }}
      data-testid="overview-point-requests"
    >
      {(page) => {
        const pending = page.meta.total ?? page.items.length;
        return pending === 0 ? (
          <Typography color="text.secondary">{t('pointRequests.admin.overview.none')}</Typography>
        ) : (
          <OverviewFigure
            value={format.number(pending)}
            label={t('pointRequests.admin.overview.pending', { count: pending })}
          />
        );
      }}
    </OverviewCard>
  );
}
