import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format-number';

import type { AnalyticsMetric } from '../api/analytics';
import type { AnalyticsViewGroup, AnalyticsViewResult, ViewChart } from '../api/custom-views';
import { OVERLAPPING, viewGroupLabel, totalAsKpi } from '../lib/custom-views';
import { formatFigure, metricWords } from '../lib/format';

import { BarList, type Bar } from './bar-list';
import { ChartCard } from './chart-card';
import { ColumnChart } from './column-chart';
import { KpiTile } from './kpi-tile';

export type ViewFiguresProps = {
  result: AnalyticsViewResult;
  /** The registry's entry of the view's metric (name, "¿Cómo se calcula?", unit). */
  metric: AnalyticsMetric | undefined;
  chart: ViewChart;
  /** The card's title (the view's name). */
  title: string;
};

/** A custom view's figures: the total as a dashboard tile (previous period, interval, whether
 *  the change is beyond chance), then one card with a row per group as horizontal bars, columns
 *  or a table ("Ver como tabla", "¿Cómo se calcula?", downloads), and how many small groups the
 *  privacy engine holds back. */
export function ViewFigures({ result, metric, chart, title }: ViewFiguresProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const unit = result.unit;
  const figure = (value: number) => formatFigure(value, unit, language);
  const { definition } = metricWords(metric, language);
  const test = metric?.change_test;
  const how =
    test && test !== 'none'
      ? `${definition} ${t(`analytics.changeTest.${test}`)}`
      : unit === 'points'
        ? `${definition} ${t('analytics.changeTest.none')}`
        : definition;
  const label = (group: AnalyticsViewGroup) =>
    viewGroupLabel(t, language, result.dimension as never, group.key, group.name);
  const change = (group: AnalyticsViewGroup) =>
    group.significant === true
      ? t('analytics.departments.significant')
      : group.significant === false
        ? t('analytics.departments.notSignificant')
        : '—';
  const intervalText = (group: AnalyticsViewGroup) =>
    group.interval
      ? t('analytics.departments.intervalText', {
          low: figure(group.interval.low),
          high: figure(group.interval.high),
        })
      : '—';
  const max = Math.max(0, ...result.groups.map((g) => g.value));
  const shareOf = (value: number) => (unit === 'percent' ? value : max > 0 ? value / max : 0);
  const bars: Bar[] = result.groups.map((group) => ({
    key: group.key,
    label: label(group),
    share: shareOf(group.value),
    text: t('analytics.custom.view.bar', {
      value: figure(group.value),
      previous: figure(group.previous),
    }),
    detail: [
      group.interval
        ? t('analytics.kpi.interval', {
            low: figure(group.interval.low),
            high: figure(group.interval.high),
          })
        : null,
      group.significant === true
        ? t('analytics.custom.view.significant')
        : group.significant === false
          ? t('analytics.kpi.notSignificant')
          : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const dimensionName = t(`analytics.equity.by.${result.dimension as 'department'}`);
  const rows = [...result.groups, result.total].map((group, index) => [
    index === result.groups.length ? t('analytics.custom.view.total') : label(group),
    group.members,
    group.value,
    intervalText(group),
    group.previous,
    change(group),
  ]);
  const hidden =
    result.hidden_groups > 0 ? (
      <Typography variant="body2" color="text.secondary" data-testid="hidden-groups">
        {t('analytics.custom.view.hidden', {
          count: result.hidden_groups,
          k: result.k,
          people: t('analytics.equity.hiddenPeople', {
            count: result.hidden_members,
          }),
        })}
      </Typography>
    ) : null;
  const summary = t('analytics.custom.view.summary', { name: title, by: dimensionName });
  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <KpiTile kpi={totalAsKpi(result.metric, result.total)} metric={metric} />
      </Box>
      <ChartCard
        title={title}
        definition={how}
        from={result.from}
        to={result.to}
        toggle={chart !== 'table'}
        empty={result.groups.length === 0 && result.hidden_groups === 0}
        note={
          <>
            {hidden}
            {OVERLAPPING.includes(result.dimension as 'group') ? (
              <Typography variant="body2" color="text.secondary" data-testid="overlapping-groups">
                {result.dimension === 'value'
                  ? t('analytics.custom.view.overlappingValues')
                  : t('analytics.custom.view.overlapping')}
              </Typography>
            ) : null}
            {result.groups.length === 0 && result.hidden_groups > 0 ? (
              <Typography color="text.secondary">{t('analytics.equity.groups.none')}</Typography>
            ) : null}
          </>
        }
        table={{
          columns: [
            dimensionName,
            t('analytics.departments.members'),
            t('analytics.values.value'),
            t('analytics.departments.interval'),
            t('analytics.departments.previous'),
            t('analytics.departments.change'),
          ],
          rows,
        }}
        cell={(value, column) =>
          typeof value === 'number'
            ? column === 1
              ? formatNumber(value, language)
              : figure(value)
            : value
        }
      >
        {chart === 'table' || result.groups.length === 0 ? null : chart === 'column' ? (
          <ColumnChart bars={bars} summary={summary} />
        ) : (
          <BarList bars={bars} summary={summary} />
        )}
      </ChartCard>
    </Stack>
  );
}
