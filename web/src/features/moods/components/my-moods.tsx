import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';

import { moodHistoryQueryOptions, shareMoodsMutation, type MoodHistory } from '../api/moods';
import { dayLabel, formatMean, isDay } from '../lib/days';
import { levelKey } from '../lib/levels';

import { CareResources } from './care-resources';
import { MoodCalendar } from './mood-calendar';
import { MoodTrend } from './mood-trend';

export type Range = { from: string; to: string };

/** The start/end date picker: both days checked here before asking (the server says 422 for a
 *  bad range too, and the message is shown). */
export function RangePicker({
  range,
  onChange,
}: {
  range: Range;
  onChange: (next: Range) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const bad = !isDay(from) || !isDay(to) || from > to;
  return (
    <Stack
      component="form"
      aria-label={t('moods.page.rangeLabel')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!bad) onChange({ from, to });
      }}
    >
      <DateInput
        id={`${id}-from`}
        label={t('moods.page.from')}
        value={from}
        onChange={setFrom}
        error={!isDay(from) || from > to}
      />
      <DateInput
        id={`${id}-to`}
        label={t('moods.page.to')}
        value={to}
        onChange={setTo}
        error={!isDay(to) || from > to}
      />
      <Button type="submit" variant="outlined" disabled={bad}>
        {t('moods.page.apply')}
      </Button>
    </Stack>
  );
}

/** What a history says: the average, the count per level, the trend and the calendar. */
export function HistoryView({ history }: { history: MoodHistory }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
        <Typography variant="h3" component="p">
          {history.average === null
            ? t('moods.page.noAverage')
            : t('moods.page.average', { value: formatMean(history.average, i18n.language) })}
        </Typography>
        <Typography color="text.secondary">
          {t('moods.page.entries', { count: history.entries.length })}
        </Typography>
      </Stack>
      <Stack
        component="dl"
        direction="row"
        aria-label={t('moods.page.counts')}
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, m: 0 }}
      >
        {history.counts.map((count, index) => (
          <Stack key={index} direction="row" spacing={0.5}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(levelKey(index + 1))}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {count}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <MoodTrend
        from={history.start_date}
        to={history.end_date}
        points={history.entries.map((entry) => ({ day: entry.day, value: entry.level }))}
        label={t('moods.page.trend', {
          from: dayLabel(history.start_date, i18n.language),
          to: dayLabel(history.end_date, i18n.language),
        })}
      />
      <MoodCalendar entries={history.entries} />
    </Stack>
  );
}

/** "Mi ánimo" (MOO-2): my history by start/end date, the sharing switch, and the care resources
 *  when my own last three check-ins were low. */
export function MyMoods({ range, onRange }: { range: Range; onRange: (next: Range) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useQuery(moodHistoryQueryOptions(range.from, range.to));
  const share = useMutation(shareMoodsMutation());
  const history = query.data;
  return (
    <Stack spacing={2.5}>
      <RangePicker key={`${range.from}-${range.to}`} range={range} onChange={onRange} />
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {!history && !query.error ? (
        <Typography role="status">{t('moods.page.loading')}</Typography>
      ) : null}
      {history?.care ? <CareResources care={history.care} /> : null}
      {history ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <FormControlLabel
            control={
              <Switch
                checked={history.share_with_leader ?? false}
                disabled={share.isPending}
                onChange={(event) => share.mutate(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${id}-share-help` } }}
              />
            }
            label={t('moods.page.share')}
          />
          <FormHelperText id={`${id}-share-help`}>{t('moods.page.shareHelp')}</FormHelperText>
          {share.error ? <Alert severity="error">{share.error.message}</Alert> : null}
        </Paper>
      ) : null}
      {history ? <HistoryView history={history} /> : null}
    </Stack>
  );
}
