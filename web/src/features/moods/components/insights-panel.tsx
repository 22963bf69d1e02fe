import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { moodInsightsQueryOptions, type MoodFigures, type MoodInsights } from '../api/moods';
import { dayLabel, formatMean, formatShare } from '../lib/days';
import { hiddenReason } from '../lib/hidden-reason';
import { levelKey } from '../lib/levels';

import { MoodTrend } from './mood-trend';

function Distribution({ figures }: { figures: MoodFigures }) {
  const { t } = useTranslation();
  if (!figures.distribution) return null;
  return (
    <Box component="span">
      {figures.distribution
        .map((count, index) => `${t(levelKey(index + 1))}: ${count}`)
        .join(' · ')}
    </Box>
  );
}

function Summary({ insights }: { insights: MoodInsights }) {
  const { t, i18n } = useTranslation();
  const s = insights.summary;
  if (s.status !== 'ok') {
    return (
      <Alert severity="info" data-testid="mood-insights-hidden">
        {hiddenReason(t, s, insights.k)}
      </Alert>
    );
  }
  const tiles = [
    {
      label: t('moods.insights.mean'),
      value: s.mean === null ? '—' : formatMean(s.mean, i18n.language),
    },
    {
      label: t('moods.insights.participation'),
      value: s.participation === null ? '—' : formatShare(s.participation, i18n.language),
    },
    { label: t('moods.insights.respondents'), value: String(s.respondents ?? 0) },
  ];
  return (
    <Stack spacing={1.5} data-testid="mood-insights-summary">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
        }}
      >
        {tiles.map((tile) => (
          <Paper key={tile.label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0 }}>
              {tile.value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography variant="body2">
        <Distribution figures={s} />
      </Typography>
      {s.tags.length > 0 ? (
        <Typography variant="body2">
          {t('moods.insights.tags')}: {s.tags.map((tag) => `${tag.tag} (${tag.count})`).join(', ')}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** A group's figures over 7 or 30 closed days (MOO-3): the period's summary, the trend and a
 *  row per day, each cell as the privacy engine decided it — hidden cells say why. */
export function InsightsPanel({
  scope,
  period,
  onPeriod,
  title,
}: {
  scope: string;
  period: 7 | 30;
  onPeriod: (next: 7 | 30) => void;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useQuery(moodInsightsQueryOptions(scope, period));
  const insights = query.data;
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2">
          {insights?.scope_name ? `${title}: ${insights.scope_name}` : title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label={t('moods.insights.period')}
          onChange={(_event, next: 7 | 30 | null) => {
            if (next) onPeriod(next);
          }}
        >
          <ToggleButton value={7}>{t('moods.insights.days7')}</ToggleButton>
          <ToggleButton value={30}>{t('moods.insights.days30')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {!insights && !query.error ? (
        <Typography role="status">{t('moods.insights.loading')}</Typography>
      ) : null}
      {insights ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('moods.insights.privacy', { k: insights.k })}{' '}
            {t('moods.insights.people', { count: insights.people })}{' '}
            {t('moods.insights.publishedDays', {
              count: insights.summary.published_days,
              total: insights.days.length,
            })}
          </Typography>
          <Summary insights={insights} />
          {insights.days.length > 0 ? (
            <MoodTrend
              from={insights.days[0]!.day}
              to={insights.days[insights.days.length - 1]!.day}
              points={insights.days.map((day) => ({ day: day.day, value: day.mean ?? null }))}
              label={t('moods.page.trend', {
                from: dayLabel(insights.days[0]!.day, i18n.language),
                to: dayLabel(insights.days[insights.days.length - 1]!.day, i18n.language),
              })}
            />
          ) : null}
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('moods.insights.dayTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('moods.insights.day')}</TableCell>
                  <TableCell>{t('moods.insights.mean')}</TableCell>
                  <TableCell>{t('moods.insights.participation')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('moods.insights.distribution')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...insights.days].reverse().map((day) => (
                  <TableRow key={day.day}>
                    <TableCell>
                      {dayLabel(day.day, i18n.language, {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                      })}
                    </TableCell>
                    {day.status === 'ok' ? (
                      <>
                        <TableCell>
                          {day.mean === null ? '—' : formatMean(day.mean, i18n.language)}
                        </TableCell>
                        <TableCell>
                          {day.participation === null
                            ? '—'
                            : formatShare(day.participation, i18n.language)}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          <Distribution figures={day} />
                        </TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={3}>
                        <Typography variant="body2" color="text.secondary">
                          {hiddenReason(t, day, insights.k)}
                        </Typography>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </Stack>
  );
}
