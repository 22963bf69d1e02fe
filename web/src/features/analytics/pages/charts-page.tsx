import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { DateInput } from '@/components/form/date-input';
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
import { dayText, formatFigure, metricWords } from '../lib/format';
import { PERIODS, localDay, presetRange, rangeProblem, type PeriodKind } from '../lib/period';
import { analyticsParams } from '../paths';

/** `/charts` "Analítica" (admins; anyone else gets not-found): the standard dashboard. */
export function ChartsPage() {
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  if (!isAdmin) return <NotFound />;
  return <Dashboard />;
}

function Dashboard() {
  const { t, i18n } = useTranslation();
  const id = useId();
  useDocumentTitle(t('analytics.page.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get(analyticsParams.period);
  const kind: PeriodKind = PERIODS.find((p) => p === asked) ?? '30d';
  const today = localDay(new Date());
  const customFrom = params.get(analyticsParams.from) ?? '';
  const customTo = params.get(analyticsParams.to) ?? '';
  const range =
    kind === 'custom'
      ? rangeProblem(customFrom, customTo) === null
        ? { from: customFrom, to: customTo }
        : null
      : presetRange(kind, today);
  const [draftFrom, setDraftFrom] = useState(customFrom || presetRange('30d', today).from);
  const [draftTo, setDraftTo] = useState(customTo || today);
  const [showProblem, setShowProblem] = useState(false);
  const problem = rangeProblem(draftFrom, draftTo);

  const choose = (next: PeriodKind) => {
    const copy = new URLSearchParams(params);
    copy.set(analyticsParams.period, next);
    if (next !== 'custom') {
      copy.delete(analyticsParams.from);
      copy.delete(analyticsParams.to);
    }
    setParams(copy, { replace: true });
  };
  const apply = () => {
    setShowProblem(true);
    if (problem) return;
    const copy = new URLSearchParams(params);
    copy.set(analyticsParams.period, 'custom');
    copy.set(analyticsParams.from, draftFrom);
    copy.set(analyticsParams.to, draftTo);
    setParams(copy, { replace: true });
  };

  const metrics = useQuery(metricsQueryOptions());
  const summary = useQuery({
    ...summaryQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Typography variant="h1">{t('analytics.page.title')}</Typography>
        <Typography color="text.secondary">{t('analytics.page.description')}</Typography>
      </Box>
      <Stack
        component="fieldset"
        spacing={1}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        aria-describedby={`${id}-period`}
      >
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('analytics.period.label')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {PERIODS.map((p) => (
            <Button
              key={p}
              size="small"
              variant={p === kind ? 'contained' : 'outlined'}
              aria-pressed={p === kind}
              onClick={() => choose(p)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t(`analytics.period.${p}`)}
            </Button>
          ))}
        </Stack>
        {kind === 'custom' ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <DateInput
              id={`${id}-from`}
              label={t('analytics.period.from')}
              value={draftFrom}
              onChange={setDraftFrom}
              error={showProblem && (problem === 'invalidFrom' || problem === 'tooLong')}
            />
            <DateInput
              id={`${id}-to`}
              label={t('analytics.period.to')}
              value={draftTo}
              onChange={setDraftTo}
              error={showProblem && (problem === 'invalidTo' || problem === 'order')}
            />
            <Button variant="outlined" onClick={apply} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
              {t('analytics.period.apply')}
            </Button>
          </Stack>
        ) : null}
        {kind === 'custom' && showProblem && problem ? (
          <Typography role="alert" color="error" variant="body2">
            {t(`analytics.period.problem.${problem}`)}
          </Typography>
        ) : null}
        <Typography id={`${id}-period`} variant="body2" color="text.secondary">
          {summary.data
            ? t('analytics.period.compared', {
                from: dayText(summary.data.from),
                to: dayText(summary.data.to),
                previousFrom: dayText(summary.data.previous_from),
                previousTo: dayText(summary.data.previous_to),
              })
            : range === null
              ? t('analytics.period.pick')
              : ''}
        </Typography>
      </Stack>
      {range === null ? null : summary.isError || metrics.isError ? (
        <LoadError
          error={summary.error ?? metrics.error}
          onRetry={() => {
            void summary.refetch();
            void metrics.refetch();
          }}
        />
      ) : !summary.data || !metrics.data ? (
        <LoadingBlock label={t('analytics.page.loading')} />
      ) : (
        <Figures summary={summary.data} metrics={metrics.data} language={i18n.language} />
      )}
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
  const words = (metricId: string) => metricWords(byId.get(metricId), language);
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
      <Box
        component="section"
        aria-label={t('analytics.kpi.label')}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {summary.kpis.map((kpi) => (
          <KpiTile key={kpi.metric} kpi={kpi} metric={byId.get(kpi.metric)} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {summary.series.map((series) => {
          const { name, definition } = words(series.metric);
          const unit = byId.get(series.metric)?.unit;
          const total = series.points.reduce((sum, p) => sum + p.value, 0);
          const peak = series.points.reduce(
            (best, p) => (p.value > best.value ? p : best),
            series.points[0] ?? { start: summary.from, end: summary.from, value: 0 },
          );
          const sentence = t('analytics.series.summary', {
            name,
            period,
            peak: formatFigure(peak.value, unit, language),
            on: dayText(peak.start),
          });
          return (
            <ChartCard
              key={series.metric}
              title={name}
              definition={definition}
              {...range}
              empty={total === 0}
              table={{
                columns: [t('analytics.series.from'), t('analytics.series.to'), name],
                rows: series.points.map((p) => [p.start, p.end, p.value]),
              }}
              cell={(value, column) =>
                column < 2 ? dayText(String(value)) : formatFigure(Number(value), unit, language)
              }
            >
              <LineChart
                summary={sentence}
                points={series.points.map((p) => ({ label: dayText(p.start), value: p.value }))}
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
                t('analytics.departments.previous'),
              ],
              rows: departments.map((d) => [
                d.name,
                d.members,
                d.participants,
                Math.round(d.share * 10000) / 10000,
                Math.round(d.previousShare * 10000) / 10000,
              ]),
            }}
            cell={cellOf([3, 4])}
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
