import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { OverviewCard, OverviewFigure, OverviewStats } from '@/components/layout/overview-card';
import { useNumberFormat } from '@/i18n/use-number-format';
import { adminSectionPath } from '@/lib/modules/admin-sections';

import { pointsOverviewQueryOptions, type PointsOverview } from '../api/points-overview';

/** The console's overview tile of points this month: the share of the giving budget used (with
 *  its bar), the points given and still to give, redeemed and granted; it leads to the budgets
 *  section. */
export function PointsOverviewTile() {
  const { t } = useTranslation();
  const query = useQuery(pointsOverviewQueryOptions());
  return (
    <OverviewCard
      title={t('admin.budgets.overview.title')}
      icon={<SavingsOutlined fontSize="small" />}
      query={query}
      loadingLabel={t('admin.budgets.overview.loading')}
      link={{
        to: adminSectionPath({ segment: 'budgets' }),
        label: t('admin.budgets.overview.link'),
      }}
      data-testid="overview-points"
    >
      {(data) => <PointsFigures data={data} />}
    </OverviewCard>
  );
}

function PointsFigures({ data }: { data: PointsOverview }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const labelId = useId();
  const used = Math.min(1, Math.max(0, data.budget_used));
  return (
    <>
      <div>
        <OverviewFigure
          value={format.percent(used)}
          label={t('admin.budgets.overview.budgetUsed')}
          labelId={labelId}
        />
        <LinearProgress
          variant="determinate"
          value={Math.round(used * 100)}
          aria-labelledby={labelId}
          aria-valuetext={format.percent(used)}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
        />
      </div>
      <OverviewStats
        stats={[
          {
            key: 'given',
            label: t('admin.budgets.overview.given'),
            value: format.number(data.given),
          },
          {
            key: 'toGive',
            label: t('admin.budgets.overview.toGive'),
            value: format.number(data.to_give),
          },
          {
            key: 'redeemed',
            label: t('admin.budgets.overview.redeemed'),
            value: format.number(data.redeemed),
          },
          {
            key: 'granted',
            label: t('admin.budgets.overview.granted'),
            value: format.number(data.granted),
          },
        ]}
      />
    </>
  );
}
