import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { TableScroll } from '@/components/data/table-scroll';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { formatNumber, formatPercent } from '@/lib/format-number';

import { networkQueryOptions, type AnalyticsMetric, type AnalyticsNetwork } from '../api/analytics';
import { BarList } from '../components/bar-list';
import { ChartCard } from '../components/chart-card';
import { FigureTile } from '../components/figure-tile';
import { dayText, metricWords } from '../lib/format';
import { cardGridSx, tileGridSx } from '../lib/layout';
import type { Range } from '../lib/use-period';

const keyOf = (id: number | null) => (id === null ? 'none' : String(id));

/** "Red" (ANA-3): recognitions between departments and the silo indicator. */
export function NetworkTab({ range, metrics }: { range: Range; metrics: AnalyticsMetric[] }) {
  const { t } = useTranslation();
  const network = useQuery(networkQueryOptions(range.from, range.to));
  if (network.isError) {
    return <LoadError error={network.error} onRetry={() => void network.refetch()} />;
  }
  if (!network.data) return <LoadingBlock label={t('analytics.page.loading')} />;
  return <Network network={network.data} metrics={metrics} />;
}

function Network({ network, metrics }: { network: AnalyticsNetwork; metrics: AnalyticsMetric[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cross = metricWords(
    metrics.find((m) => m.id === 'cross_department_share'),
    language,
  );
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const range = { from: network.from, to: network.to };
  const departments = network.departments.map((d) => ({
    ...d,
    key: keyOf(d.department_id),
    label: d.name ?? t('analytics.departments.none'),
  }));
  const nameOf = new Map(departments.map((d) => [d.key, d.label]));
  const cells = new Map<string, number>();
  for (const d of departments) cells.set(`${d.key}>${d.key}`, d.inside);
  for (const l of network.links) {
    cells.set(`${keyOf(l.from_department_id)}>${keyOf(l.to_department_id)}`, l.count);
  }
  const cellOf = (from: string, to: string) => cells.get(`${from}>${to}`) ?? 0;
  const max = Math.max(1, ...cells.values());
  const linksMax = Math.max(1, ...network.links.map((l) => l.count));
  const linkName = (id: number | null) => nameOf.get(keyOf(id)) ?? t('analytics.departments.none');

  const change =
    network.cross_share === null || network.previous_cross_share === null
      ? t('analytics.network.noComparison')
      : t('analytics.network.previous', {
          percent: percent(network.previous_cross_share),
          from: dayText(network.previous_from),
          to: dayText(network.previous_to),
        });
  const matrixTitle = t('analytics.network.matrix.title');

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('analytics.network.headline')} sx={tileGridSx}>
        <FigureTile
          label={cross.name || t('analytics.network.cross')}
          value={network.cross_share === null ? '—' : percent(network.cross_share)}
          caption={change}
        />
        <FigureTile
          label={t('analytics.network.total')}
          value={count(network.total)}
          caption={t('analytics.network.crossCount', { count: network.cross })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('analytics.network.silo')}
      </Typography>
      <ChartCard
        title={matrixTitle}
        definition={cross.definition}
        {...range}
        toggle={false}
        empty={network.total === 0}
        table={{
          columns: [t('analytics.network.matrix.corner'), ...departments.map((d) => d.label)],
          rows: departments.map((from) => [
            from.label,
            ...departments.map((to) => cellOf(from.key, to.key)),
          ]),
        }}
        note={
          <Typography variant="body2" color="text.secondary">
            {t('analytics.network.matrix.help')}
          </Typography>
        }
      >
        <TableScroll
          label={t('analytics.chart.tableRegion', { title: matrixTitle })}
          variant="border"
        >
          <Table size="small">
            <caption>{matrixTitle}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('analytics.network.matrix.corner')}
                </TableCell>
                {departments.map((d) => (
                  <TableCell key={d.key} component="th" scope="col" align="right">
                    {d.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {departments.map((from) => (
                <TableRow key={from.key}>
                  <TableCell component="th" scope="row">
                    {from.label}
                  </TableCell>
                  {departments.map((to) => {
                    const value = cellOf(from.key, to.key);
                    const inside = from.key === to.key;
                    return (
                      <TableCell
                        key={to.key}
                        align="right"
                        data-testid={`cell-${from.key}-${to.key}`}
                        // A light tint (at most 30 %) keeps the number's text readable on any
                        // brand colour; the number is always there in text.
                        sx={(theme) => ({
                          bgcolor:
                            value > 0
                              ? alpha(
                                  inside
                                    ? theme.palette.secondary.main
                                    : theme.palette.primary.main,
                                  0.06 + 0.24 * (value / max),
                                )
                              : undefined,
                          fontStyle: inside ? 'italic' : undefined,
                        })}
                      >
                        {count(value)}
                        {inside ? (
                          <Box component="span" sx={{ ml: 0.5 }}>
                            {t('analytics.network.matrix.inside')}
                          </Box>
                        ) : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </ChartCard>
      <Box sx={cardGridSx}>
        <ChartCard
          title={t('analytics.network.departments.title')}
          definition={cross.definition}
          {...range}
          toggle={false}
          empty={departments.length === 0}
          table={{
            columns: [
              t('analytics.departments.department'),
              t('analytics.network.departments.sent'),
              t('analytics.network.departments.received'),
              t('analytics.network.departments.inside'),
            ],
            rows: departments.map((d) => [d.label, d.sent, d.received, d.inside]),
          }}
          cell={(value, column) => (column === 0 ? String(value) : count(Number(value)))}
        />
        <ChartCard
          title={t('analytics.network.links.title')}
          definition={cross.definition}
          {...range}
          empty={network.links.length === 0}
          table={{
            columns: [
              t('analytics.network.links.from'),
              t('analytics.network.links.to'),
              t('analytics.network.links.count'),
            ],
            rows: network.links.map((l) => [
              linkName(l.from_department_id),
              linkName(l.to_department_id),
              l.count,
            ]),
          }}
          cell={(value, column) => (column < 2 ? String(value) : count(Number(value)))}
        >
          <BarList
            summary={t('analytics.network.links.title')}
            bars={network.links.slice(0, 10).map((l) => ({
              key: `${keyOf(l.from_department_id)}>${keyOf(l.to_department_id)}`,
              label: t('analytics.network.links.link', {
                from: linkName(l.from_department_id),
                to: linkName(l.to_department_id),
              }),
              share: l.count / linksMax,
              text: count(l.count),
            }))}
          />
        </ChartCard>
      </Box>
    </Stack>
  );
}
