import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { TableScroll } from '@/components/data/table-scroll';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SelectInput } from '@/components/form/select-input';
import { formatNumber, formatPercent } from '@/lib/format-number';

import {
  equityQueryOptions,
  type AnalyticsEquity,
  type AnalyticsMetric,
  type EquityDimension,
} from '../api/analytics';
import { BarList } from '../components/bar-list';
import { ChartCard } from '../components/chart-card';
import { FigureTile } from '../components/figure-tile';
import { LorenzChart } from '../components/lorenz-chart';
import { formatFigure, metricWords } from '../lib/format';
import { formatGini, giniReading, groupLabel } from '../lib/groups';
import { cardGridSx, tileGridSx } from '../lib/layout';
import type { Range } from '../lib/use-period';
import { analyticsParams } from '../paths';

const DIMENSIONS: readonly EquityDimension[] = [
  'department',
  'site',
  'seniority',
  'age',
  'country',
  'contract_type',
  'gender',
];

const round4 = (value: number) => Math.round(value * 10000) / 10000;

/** "Equidad" (ANA-★3): how recognition spreads over people and groups, and who is left out. */
export function EquityTab({ range, metrics }: { range: Range; metrics: AnalyticsMetric[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(analyticsParams.by);
  const by: EquityDimension = DIMENSIONS.find((d) => d === asked) ?? 'department';
  const equity = useQuery(equityQueryOptions(range.from, range.to, by));
  const choose = (next: string) => {
    const copy = new URLSearchParams(params);
    copy.set(analyticsParams.by, next);
    setParams(copy, { replace: true });
  };
  if (equity.isError) {
    return <LoadError error={equity.error} onRetry={() => void equity.refetch()} />;
  }
  if (!equity.data) return <LoadingBlock label={t('analytics.page.loading')} />;
  return <Equity equity={equity.data} metrics={metrics} onBy={choose} />;
}

function Equity({
  equity,
  metrics,
  onBy,
}: {
  equity: AnalyticsEquity;
  metrics: AnalyticsMetric[];
  onBy: (by: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const gini = metricWords(byId.get('recognition_gini'), language);
  const never = metricWords(byId.get('never_recognised_share'), language);
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const range = { from: equity.from, to: equity.to };
  const empty = equity.members === 0;

  const bucketLabel = (min: number, max: number | null) =>
    max === null
      ? t('analytics.equity.buckets.open', { min })
      : min === max
        ? String(min)
        : t('analytics.equity.buckets.range', { min, max });
  const groups = equity.groups.map((g) => ({
    ...g,
    label: groupLabel(t, language, equity.by, g.key, g.name),
  }));
  const worst = Math.max(0, ...groups.map((g) => g.never_share));
  // Who is left out: the groups with the largest share never recognised (when there is a
  // comparison to make, so two groups at least).
  const leftOut =
    worst > 0 && groups.length > 1 ? groups.filter((g) => g.never_share === worst) : [];
  const dimensionLabel = t(`analytics.equity.by.${equity.by}`);

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('analytics.equity.headline')} sx={tileGridSx}>
        <FigureTile
          label={gini.name || t('analytics.equity.gini')}
          value={empty ? '—' : formatGini(equity.gini, language)}
          caption={
            empty
              ? t('analytics.chart.empty')
              : t(`analytics.equity.reading.${giniReading(equity.gini)}`)
          }
        />
        <FigureTile
          label={never.name || t('analytics.equity.never')}
          value={empty ? '—' : percent(equity.never_share)}
          caption={t('analytics.equity.neverCaption', {
            never: count(equity.members - equity.recognised),
          })}
        />
        <FigureTile
          label={t('analytics.equity.recognised')}
          value={count(equity.recognised)}
          caption={t('analytics.equity.ofMembers', { members: count(equity.members) })}
        />
        <FigureTile
          label={t('analytics.equity.received')}
          value={count(equity.received)}
          caption={t('analytics.equity.perPerson', {
            value: formatFigure(
              equity.members > 0 ? equity.received / equity.members : 0,
              undefined,
              language,
            ),
          })}
        />
      </Box>
      <Box sx={cardGridSx}>
        <ChartCard
          title={t('analytics.equity.lorenz.title')}
          definition={gini.definition}
          {...range}
          empty={empty || equity.received === 0}
          table={{
            columns: [
              t('analytics.equity.lorenz.people'),
              t('analytics.equity.lorenz.recognitions'),
            ],
            rows: equity.lorenz.map((p) => [round4(p.people_share), round4(p.recognition_share)]),
          }}
          cell={(value) => percent(Number(value))}
        >
          <LorenzChart
            summary={t('analytics.equity.lorenz.summary', {
              gini: formatGini(equity.gini, language),
              reading: t(`analytics.equity.reading.${giniReading(equity.gini)}`),
            })}
            equalityLabel={t('analytics.equity.lorenz.equality')}
            points={equity.lorenz.map((p) => ({
              people: p.people_share,
              recognitions: p.recognition_share,
            }))}
            format={percent}
          />
          <Typography variant="body2" color="text.secondary">
            {t('analytics.equity.lorenz.help')}
          </Typography>
        </ChartCard>
        <ChartCard
          title={t('analytics.equity.buckets.title')}
          definition={never.definition}
          {...range}
          empty={empty}
          table={{
            columns: [t('analytics.equity.buckets.received'), t('analytics.equity.buckets.people')],
            rows: equity.buckets.map((b) => [bucketLabel(b.min, b.max), b.people]),
          }}
          cell={(value, column) => (column === 0 ? String(value) : count(Number(value)))}
        >
          <BarList
            summary={t('analytics.equity.buckets.title')}
            bars={equity.buckets.map((b) => ({
              key: String(b.min),
              label: t('analytics.equity.buckets.label', { range: bucketLabel(b.min, b.max) }),
              share: equity.members > 0 ? b.people / equity.members : 0,
              text: t('analytics.equity.buckets.bar', {
                people: count(b.people),
                percent: percent(equity.members > 0 ? b.people / equity.members : 0),
              }),
            }))}
          />
        </ChartCard>
      </Box>
      <ChartCard
        title={t('analytics.equity.groups.title', { by: dimensionLabel })}
        definition={never.definition}
        {...range}
        toggle={false}
        table={{
          columns: [
            dimensionLabel,
            t('analytics.equity.groups.members'),
            t('analytics.equity.groups.recognised'),
            t('analytics.equity.groups.perPerson'),
            t('analytics.equity.groups.never'),
            t('analytics.equity.groups.gini'),
          ],
          rows: groups.map((g) => [
            g.label,
            g.members,
            g.recognised,
            Math.round(g.per_person * 100) / 100,
            round4(g.never_share),
            round4(g.gini),
          ]),
        }}
        note={
          <Stack spacing={1}>
            <Box sx={{ maxWidth: 280 }}>
              <SelectInput
                id={`${id}-by`}
                label={t('analytics.equity.groupBy')}
                value={equity.by}
                onChange={(event) => onBy(event.target.value)}
                options={equity.dimensions.map((d) => ({
                  value: d,
                  label: t(`analytics.equity.by.${d}`),
                }))}
              />
            </Box>
            {leftOut.length > 0 ? (
              <Typography>
                {t('analytics.equity.leftOut', {
                  count: leftOut.length,
                  groups: leftOut.map((g) => g.label).join(', '),
                  percent: percent(worst),
                })}
              </Typography>
            ) : null}
            {equity.hidden.groups > 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="hidden-groups">
                {t('analytics.equity.hidden', {
                  count: equity.hidden.groups,
                  k: equity.k,
                  people: t('analytics.equity.hiddenPeople', { count: equity.hidden.members }),
                })}
              </Typography>
            ) : null}
          </Stack>
        }
      >
        {groups.length === 0 ? (
          <Typography color="text.secondary">{t('analytics.equity.groups.none')}</Typography>
        ) : (
          <TableScroll
            label={t('analytics.chart.tableRegion', {
              title: t('analytics.equity.groups.title', { by: dimensionLabel }),
            })}
            variant="border"
          >
            <Table size="small">
              <caption>{t('analytics.equity.groups.title', { by: dimensionLabel })}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {dimensionLabel}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('analytics.equity.groups.members')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('analytics.equity.groups.recognised')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('analytics.equity.groups.perPerson')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('analytics.equity.groups.never')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {t('analytics.equity.groups.gini')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((g) => {
                  const flagged = leftOut.includes(g);
                  return (
                    <TableRow
                      key={g.key}
                      sx={
                        flagged
                          ? (theme) => ({
                              bgcolor: alpha(theme.palette.warning.main, 0.12),
                              '& > *': { fontWeight: 700 },
                            })
                          : undefined
                      }
                    >
                      <TableCell component="th" scope="row">
                        <Stack
                          direction="row"
                          sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                        >
                          <span>{g.label}</span>
                          {flagged ? (
                            <Chip
                              size="small"
                              color="warning"
                              label={t('analytics.equity.groups.flag')}
                            />
                          ) : null}
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{count(g.members)}</TableCell>
                      <TableCell align="right">{count(g.recognised)}</TableCell>
                      <TableCell align="right">
                        {formatFigure(Math.round(g.per_person * 10) / 10, undefined, language)}
                      </TableCell>
                      <TableCell align="right">{percent(g.never_share)}</TableCell>
                      <TableCell align="right">{formatGini(g.gini, language)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </ChartCard>
    </Stack>
  );
}
