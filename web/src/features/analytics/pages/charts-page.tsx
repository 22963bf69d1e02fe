import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MuiTab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import {
  metricsQueryOptions,
  summaryQueryOptions,
  type AnalyticsMetric,
  type ChartSummary,
} from '../api/analytics';
import { BarList } from '../components/bar-list';
import { ChartCard } from '../components/chart-card';
import { KpiTile } from '../components/kpi-tile';
import { LineChart } from '../components/line-chart';
import { PeriodPicker } from '../components/period-picker';
import { dayText, formatFigure, metricWords } from '../lib/format';
import { cardGridSx, tileGridSx } from '../lib/layout';
import { usePeriod } from '../lib/use-period';
import { analyticsParams, analyticsPaths } from '../paths';
import { EquityTab } from '../tabs/equity-tab';
import { NetworkTab } from '../tabs/network-tab';
import { ReciprocityTab } from '../tabs/reciprocity-tab';

/** `/charts` "Analítica" (admins; anyone else gets not-found): the standard dashboard "Resumen"
 *  and the tabs "Equidad", "Red" and "Reciprocidad" (`?chartsTab=`), all over the same period. */
export function ChartsPage() {
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  if (!isAdmin) return <NotFound />;
  return <Dashboard />;
}

const TABS = ['summary', 'equity', 'network', 'reciprocity'] as const;
type Tab = (typeof TABS)[number];

function Dashboard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  useDocumentTitle(t('analytics.page.title'));
  const [params, setParams] = useSearchParams();
  const askedTab = params.get(analyticsParams.tab);
  const tab: Tab = TABS.find((value) => value === askedTab) ?? 'summary';
  const { range } = usePeriod();
  const chooseTab = (next: Tab) => {
    const copy = new URLSearchParams(params);
    if (next === 'summary') copy.delete(analyticsParams.tab);
    else copy.set(analyticsParams.tab, next);
    setParams(copy, { replace: true });
  };

  const metrics = useQuery(metricsQueryOptions());
  const summary = useQuery({
    ...summaryQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null && tab === 'summary',
  });

  const description =
    range === null
      ? t('analytics.period.pick')
      : tab === 'summary'
        ? summary.data
          ? t('analytics.period.compared', {
              from: dayText(summary.data.from),
              to: dayText(summary.data.to),
              previousFrom: dayText(summary.data.previous_from),
              previousTo: dayText(summary.data.previous_to),
            })
          : ''
        : t('analytics.period.range', { from: dayText(range.from), to: dayText(range.to) });

  const panel = () => {
    if (range === null) return null;
    if (metrics.isError) {
      return <LoadError error={metrics.error} onRetry={() => void metrics.refetch()} />;
    }
    if (!metrics.data) return <LoadingBlock label={t('analytics.page.loading')} />;
    if (tab === 'equity') return <EquityTab range={range} metrics={metrics.data} />;
    if (tab === 'network') return <NetworkTab range={range} metrics={metrics.data} />;
    if (tab === 'reciprocity') return <ReciprocityTab range={range} metrics={metrics.data} />;
    if (summary.isError) {
      return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
    }
    if (!summary.data) return <LoadingBlock label={t('analytics.page.loading')} />;
    return <Figures summary={summary.data} metrics={metrics.data} language={i18n.language} />;
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1 }}
      >
        <Box>
          <Typography variant="h1">{t('analytics.page.title')}</Typography>
          <Typography color="text.secondary">{t('analytics.page.description')}</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={analyticsPaths.team}
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('analytics.team.open')}
          </Button>
          <Button
            component={RouterLink}
            to={analyticsPaths.custom}
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('analytics.custom.open')}
          </Button>
        </Stack>
      </Stack>
      <PeriodPicker description={description} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: Tab) => chooseTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('analytics.tabs.label')}
        >
          {TABS.map((value) => (
            <MuiTab
              key={value}
              value={value}
              label={t(`analytics.tabs.${value}`)}
              id={`${id}-tab-${value}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        sx={{ minWidth: 0 }}
      >
        {panel()}
      </Box>
    </Stack>
  );
}

function Figures({
  summary,
  metrics,
  language,
}: {
  summary: ChartSummary;
  metrics: AnalyticsMetric[];
  language: string;
}) {
  const { t } = useTranslation();
  const byId = new Map(metrics.map((m) => [m.id, m]));
  // The registry's definition and, for a tested figure, how its changes are judged (ANA-★2).
  const words = (metricId: string) => {
    const metric = byId.get(metricId);
    const plain = metricWords(metric, language);
    const test = metric?.change_test;
    const note =
      test && test !== 'none'
        ? t(`analytics.changeTest.${test}`)
        : metric?.unit === 'points'
          ? t('analytics.changeTest.none')
          : '';
    return note ? { ...plain, definition: `${plain.definition} ${note}` } : plain;
  };
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const range = { from: summary.from, to: summary.to };
  const cellOf =
    (percentColumns: number[] = []) =>
    (value: string | number, column: number) =>
      typeof value === 'number'
        ? percentColumns.includes(column)
          ? percent(value)
          : formatFigure(value, undefined, language)
        : value;

  const departments = summary.departments.map((d) => ({
    ...d,
    name: d.name ?? t('analytics.departments.none'),
    share: d.members > 0 ? d.participants / d.members : 0,
    previousShare: d.members > 0 ? d.previous_participants / d.members : 0,
  }));
  const valuesTotal = summary.values.reduce((sum, v) => sum + v.count, 0);
  const badgesMax = Math.max(1, ...summary.badges.map((b) => b.count));
  const participation = words('participation_by_department');
  const values = words('values_share');
  const badges = words('top_badges');
  const period =
    summary.granularity === 'week' ? t('analytics.series.week') : t('analytics.series.day');

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('analytics.kpi.label')} sx={tileGridSx}>
        {summary.kpis.map((kpi) => (
          <KpiTile key={kpi.metric} kpi={kpi} metric={byId.get(kpi.metric)} />
        ))}
      </Box>
      <Box sx={cardGridSx}>
        {summary.series.map((series) => {
          const { name, definition } = words(series.metric);
          const unit = byId.get(series.metric)?.unit;
          const total = series.points.reduce((sum, p) => sum + p.value, 0);
          const peak = series.points.reduce(
            (best, p) => (p.value > best.value ? p : best),
            series.points[0] ?? { start: summary.from, end: summary.from, value: 0 },
          );
          const outside = series.points.filter((p) => p.outside === true).length;
          const sentence = [
            t('analytics.series.summary', {
              name,
              period,
              peak: formatFigure(peak.value, unit, language),
              on: dayText(peak.start),
            }),
            series.band
              ? t(
                  summary.granularity === 'week'
                    ? 'analytics.series.band.outsideWeeks'
                    : 'analytics.series.band.outsideDays',
                  { count: outside },
                )
              : '',
          ]
            .filter(Boolean)
            .join(' ');
          const bandNote = series.band ? (
            <Typography variant="body2" color="text.secondary" data-testid="band-note">
              {t(
                summary.granularity === 'week'
                  ? 'analytics.series.band.noteWeek'
                  : 'analytics.series.band.noteDay',
                {
                  low: formatFigure(series.band.low, unit, language),
                  high: formatFigure(series.band.high, unit, language),
                },
              )}{' '}
              {t(
                summary.granularity === 'week'
                  ? 'analytics.series.band.outsideWeeks'
                  : 'analytics.series.band.outsideDays',
                { count: outside },
              )}
            </Typography>
          ) : null;
          return (
            <ChartCard
              key={series.metric}
              title={name}
              definition={definition}
              {...range}
              empty={total === 0}
              note={bandNote}
              table={{
                columns: [
                  t('analytics.series.from'),
                  t('analytics.series.to'),
                  name,
                  ...(series.band ? [t('analytics.series.band.column')] : []),
                ],
                rows: series.points.map((p) => [
                  p.start,
                  p.end,
                  p.value,
                  ...(series.band
                    ? [
                        p.outside === null
                          ? '—'
                          : p.outside
                            ? t('analytics.series.band.yes')
                            : t('analytics.series.band.no'),
                      ]
                    : []),
                ]),
              }}
              cell={(value, column) =>
                column < 2
                  ? dayText(String(value))
                  : column === 2
                    ? formatFigure(Number(value), unit, language)
                    : String(value)
              }
            >
              <LineChart
                summary={sentence}
                band={series.band}
                points={series.points.map((p) => ({
                  label: dayText(p.start),
                  value: p.value,
                  outside: p.outside,
                }))}
                format={(v) => formatFigure(v, unit, language)}
              />
            </ChartCard>
          );
        })}
        {byId.has('participation_by_department') &&
        summary.kpis.some((k) => k.metric === 'participation_by_department') ? (
          <ChartCard
            title={participation.name}
            definition={participation.definition}
            {...range}
            empty={departments.length === 0}
            table={{
              columns: [
                t('analytics.departments.department'),
                t('analytics.departments.members'),
                t('analytics.departments.participants'),
                t('analytics.departments.share'),
                t('analytics.departments.interval'),
                t('analytics.departments.previous'),
                t('analytics.departments.change'),
              ],
              rows: departments.map((d) => [
                d.name,
                d.members,
                d.participants,
                Math.round(d.share * 10000) / 10000,
                d.interval
                  ? t('analytics.departments.intervalText', {
                      low: percent(d.interval.low),
                      high: percent(d.interval.high),
                    })
                  : '—',
                Math.round(d.previousShare * 10000) / 10000,
                d.significant === true
                  ? t('analytics.departments.significant')
                  : d.significant === false
                    ? t('analytics.departments.notSignificant')
                    : '—',
              ]),
            }}
            cell={cellOf([3, 5])}
          >
            <BarList
              summary={participation.name}
              bars={departments.map((d) => ({
                key: String(d.department_id ?? 'none'),
                label: d.name,
                share: d.share,
                text: t('analytics.departments.bar', {
                  percent: percent(d.share),
                  participants: count(d.participants),
                  members: count(d.members),
                }),
              }))}
            />
          </ChartCard>
        ) : null}
        {byId.has('values_share') && summary.kpis.length > 0 ? (
          <ChartCard
            title={values.name}
            definition={values.definition}
            {...range}
            empty={summary.values.length === 0}
            table={{
              columns: [
                t('analytics.values.value'),
                t('analytics.values.count'),
                t('analytics.values.share'),
                t('analytics.values.previous'),
              ],
              rows: summary.values.map((v) => [
                v.name,
                v.count,
                valuesTotal > 0 ? Math.round((v.count / valuesTotal) * 10000) / 10000 : 0,
                v.previous,
              ]),
            }}
            cell={cellOf([2])}
          >
            <BarList
              summary={values.name}
              bars={summary.values.map((v) => ({
                key: String(v.id),
                label: v.name,
                share: valuesTotal > 0 ? v.count / valuesTotal : 0,
                text: `${percent(valuesTotal > 0 ? v.count / valuesTotal : 0)} (${count(v.count)})`,
              }))}
            />
          </ChartCard>
        ) : null}
        {byId.has('top_badges') && summary.kpis.length > 0 ? (
          <ChartCard
            title={badges.name}
            definition={badges.definition}
            {...range}
            empty={summary.badges.length === 0}
            table={{
              columns: [
                t('analytics.badges.badge'),
                t('analytics.badges.count'),
                t('analytics.badges.previous'),
              ],
              rows: summary.badges.map((b) => [b.name, b.count, b.previous]),
            }}
            cell={cellOf()}
          >
            <BarList
              summary={badges.name}
              bars={summary.badges.map((b) => ({
                key: String(b.id),
                label: b.name,
                share: b.count / badgesMax,
                text: count(b.count),
              }))}
            />
          </ChartCard>
        ) : null}
      </Box>
    </Stack>
  );
}
