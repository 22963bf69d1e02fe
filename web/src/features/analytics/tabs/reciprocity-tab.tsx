import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PersonAvatar } from '@/components/people/person-avatar';
import { formatNumber, formatPercent } from '@/lib/format-number';

import {
  reciprocityQueryOptions,
  type AnalyticsClique,
  type AnalyticsMetric,
  type AnalyticsPair,
  type AnalyticsReciprocity,
} from '../api/analytics';
import { ChartCard } from '../components/chart-card';
import { FigureTile } from '../components/figure-tile';
import { metricWords } from '../lib/format';
import { tileGridSx } from '../lib/layout';
import type { Range } from '../lib/use-period';

const round4 = (value: number) => Math.round(value * 10000) / 10000;

/** "Reciprocidad" (ANA-5): pairs and small groups who mostly recognise each other, as a signal to
 *  review. */
export function ReciprocityTab({ range, metrics }: { range: Range; metrics: AnalyticsMetric[] }) {
  const { t } = useTranslation();
  const reciprocity = useQuery(reciprocityQueryOptions(range.from, range.to));
  if (reciprocity.isError) {
    return <LoadError error={reciprocity.error} onRetry={() => void reciprocity.refetch()} />;
  }
  if (!reciprocity.data) return <LoadingBlock label={t('analytics.page.loading')} />;
  return <Reciprocity data={reciprocity.data} metrics={metrics} />;
}

function Reciprocity({
  data,
  metrics,
}: {
  data: AnalyticsReciprocity;
  metrics: AnalyticsMetric[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rate = metricWords(
    metrics.find((m) => m.id === 'reciprocity_rate'),
    language,
  );
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const title = t('analytics.reciprocity.pairs.title');
  const rule = t('analytics.reciprocity.rule', {
    minEach: data.rule.min_each,
    minShare: percent(data.rule.min_share),
  });

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={t('analytics.reciprocity.headline')} sx={tileGridSx}>
        <FigureTile
          label={rate.name || t('analytics.reciprocity.rate')}
          value={data.reciprocity === null ? '—' : percent(data.reciprocity)}
          caption={
            data.reciprocity === null
              ? t('analytics.reciprocity.noPairs')
              : t('analytics.reciprocity.rateCaption')
          }
        />
        <FigureTile
          label={t('analytics.reciprocity.senders')}
          value={count(data.senders)}
          caption={[
            t('analytics.reciprocity.flagged', { count: data.pairs.length }),
            t('analytics.reciprocity.cliques.flagged', { count: data.cliques.length }),
          ].join(' · ')}
        />
      </Box>
      <Alert severity="info">
        <Typography variant="body2">{rule}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
          {t('analytics.reciprocity.signal')}
        </Typography>
      </Alert>
      <ChartCard
        title={title}
        definition={rate.definition}
        from={data.from}
        to={data.to}
        toggle={false}
        table={{
          columns: [
            t('analytics.reciprocity.csv.a'),
            t('analytics.reciprocity.csv.b'),
            t('analytics.reciprocity.csv.aToB'),
            t('analytics.reciprocity.csv.bToA'),
            t('analytics.reciprocity.csv.aShare'),
            t('analytics.reciprocity.csv.bShare'),
            t('analytics.reciprocity.csv.points'),
          ],
          rows: data.pairs.map((p) => [
            p.a.name,
            p.b.name,
            p.a_to_b,
            p.b_to_a,
            round4(p.a_share),
            round4(p.b_share),
            p.points,
          ]),
        }}
      >
        {data.pairs.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-pairs">
            {t('analytics.reciprocity.empty')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label={title}
          >
            {data.pairs.map((pair) => (
              <PairRow key={`${pair.a.id}-${pair.b.id}`} pair={pair} />
            ))}
          </Stack>
        )}
      </ChartCard>
      <Cliques data={data} definition={rate.definition} />
    </Stack>
  );
}

function Cliques({ data, definition }: { data: AnalyticsReciprocity; definition: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = (value: number) => formatPercent(value, language);
  const title = t('analytics.reciprocity.cliques.title');
  const rule = data.clique_rule;
  return (
    <ChartCard
      title={title}
      definition={definition}
      from={data.from}
      to={data.to}
      toggle={false}
      note={
        <Typography variant="body2" color="text.secondary">
          {t('analytics.reciprocity.cliques.rule', {
            minSize: rule.min_size,
            maxSize: rule.max_size,
            minEach: rule.min_each,
            minShare: percent(rule.min_share),
          })}
        </Typography>
      }
      table={{
        columns: [
          t('analytics.reciprocity.cliques.csv.members'),
          t('analytics.reciprocity.cliques.csv.recognitions'),
          t('analytics.reciprocity.cliques.csv.points'),
          t('analytics.reciprocity.cliques.csv.shares'),
        ],
        rows: data.cliques.map((c) => [
          c.members.map((m) => m.name).join(', '),
          c.recognitions,
          c.points,
          c.members.map((m) => `${m.name}: ${percent(m.share)}`).join('; '),
        ]),
      }}
    >
      {data.cliques.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-cliques">
          {t('analytics.reciprocity.cliques.empty')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={title}
        >
          {data.cliques.map((clique) => (
            <CliqueRow key={clique.members.map((m) => m.id).join('-')} clique={clique} />
          ))}
        </Stack>
      )}
    </ChartCard>
  );
}

function CliqueRow({ clique }: { clique: AnalyticsClique }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  const label = t('analytics.reciprocity.cliques.label', { count: clique.members.length });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }} aria-label={label}>
      <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('analytics.reciprocity.cliques.sums', {
          recognitions: count(clique.recognitions),
          points: count(clique.points),
        })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {clique.members.map((m) => (
          <Stack
            component="li"
            key={m.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', minWidth: 0 }}
          >
            <PersonAvatar
              person={{ id: m.id, full_name: m.name, profile_photo_url: m.photo_url }}
              size={36}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{m.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('analytics.reciprocity.cliques.member', {
                  within: count(m.within),
                  sent: count(m.sent),
                  percent: formatPercent(m.share, language),
                })}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}

function PairRow({ pair }: { pair: AnalyticsPair }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const count = (value: number) => formatNumber(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const side = (
    person: AnalyticsPair['a'],
    other: AnalyticsPair['a'],
    sent: number,
    share: number,
  ) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar
        person={{ id: person.id, full_name: person.name, profile_photo_url: person.photo_url }}
        size={36}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{person.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('analytics.reciprocity.pairs.way', {
            count: sent,
            other: other.name,
            percent: percent(share),
            sent: count(person.sent),
          })}
        </Typography>
      </Box>
    </Stack>
  );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr)) auto' },
          alignItems: 'center',
        }}
      >
        {side(pair.a, pair.b, pair.a_to_b, pair.a_share)}
        {side(pair.b, pair.a, pair.b_to_a, pair.b_share)}
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('analytics.reciprocity.pairs.points', { points: count(pair.points) })}
        </Typography>
      </Box>
    </Paper>
  );
}
