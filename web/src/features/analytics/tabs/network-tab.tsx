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
import { PersonAvatar } from '@/components/people/person-avatar';
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
      <NetworkPeople network={network} definition={cross.definition} nameOfDepartment={linkName} />
    </Stack>
  );
}

/** ANA-3 at the person level (this call is for admins only): who connects departments, and the
 *  strongest links between two people. */
function NetworkPeople({
  network,
  definition,
  nameOfDepartment,
}: {
  network: AnalyticsNetwork;
  definition: string;
  nameOfDepartment: (id: number | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  const range = { from: network.from, to: network.to };
  const person = new Map(network.people.map((p) => [p.id, p]));
  const name = (id: number) => person.get(id)?.name ?? '—';
  const bridgesTitle = t('analytics.network.people.bridges.title');
  const linksTitle = t('analytics.network.people.links.title');
  const linksMax = Math.max(1, ...network.person_links.map((l) => l.count));
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('analytics.network.people.adminOnly')}
      </Typography>
      <Box sx={cardGridSx}>
        <ChartCard
          title={bridgesTitle}
          definition={definition}
          {...range}
          toggle={false}
          table={{
            columns: [
              t('analytics.network.people.bridges.person'),
              t('analytics.network.people.bridges.department'),
              t('analytics.network.people.bridges.reachedColumn'),
              t('analytics.network.people.bridges.sent'),
              t('analytics.network.people.bridges.received'),
              t('analytics.network.people.bridges.partners'),
            ],
            rows: network.bridges.map((b) => [
              b.name,
              nameOfDepartment(b.department_id),
              b.departments_reached,
              b.cross_sent,
              b.cross_received,
              b.partners,
            ]),
          }}
          cell={(value, column) => (column < 2 ? String(value) : count(Number(value)))}
        >
          {network.bridges.length === 0 ? (
            <Typography color="text.secondary" data-testid="no-bridges">
              {t('analytics.network.people.bridges.empty')}
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
              aria-label={bridgesTitle}
            >
              {network.bridges.map((b) => (
                <Stack
                  component="li"
                  key={b.id}
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', minWidth: 0 }}
                >
                  <PersonAvatar
                    person={{ id: b.id, full_name: b.name, profile_photo_url: b.photo_url }}
                    size={36}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {b.name}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${nameOfDepartment(b.department_id)}`}
                      </Typography>
                    </Typography>
                    <Typography variant="body2">
                      {t('analytics.network.people.bridges.reached', {
                        count: b.departments_reached,
                      })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('analytics.network.people.bridges.detail', {
                        sent: count(b.cross_sent),
                        received: count(b.cross_received),
                        partners: count(b.partners),
                      })}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          )}
        </ChartCard>
        <ChartCard
          title={linksTitle}
          definition={definition}
          {...range}
          empty={network.person_links.length === 0}
          table={{
            columns: [
              t('analytics.network.people.links.from'),
              t('analytics.network.people.links.to'),
              t('analytics.network.people.links.count'),
            ],
            rows: network.person_links.map((l) => [name(l.from_id), name(l.to_id), l.count]),
          }}
          cell={(value, column) => (column < 2 ? String(value) : count(Number(value)))}
        >
          <BarList
            summary={linksTitle}
            bars={network.person_links.slice(0, 10).map((l) => ({
              key: `${l.from_id}>${l.to_id}`,
              label: t('analytics.network.links.link', {
                from: name(l.from_id),
                to: name(l.to_id),
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
