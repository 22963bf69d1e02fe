import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { moodSharersQueryOptions, sharedMoodsQueryOptions } from '../api/moods';

import { HistoryView, type Range } from './my-moods';

function SharedHistory({ id, name, range }: { id: number; name: string; range: Range }) {
  const { t } = useTranslation();
  const query = useQuery(sharedMoodsQueryOptions(id, range.from, range.to));
  return (
    <Stack
      spacing={1.5}
      component="section"
      aria-label={t('moods.insights.sharedHistory', { name })}
    >
      <Typography variant="h3">{t('moods.insights.sharedHistory', { name })}</Typography>
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? <HistoryView history={query.data} /> : null}
    </Stack>
  );
}

/** The people who share their history with me (a leader): levels and dates, never notes. */
export function SharedPeople({ range }: { range: Range }) {
  const { t } = useTranslation();
  const query = useQuery(moodSharersQueryOptions());
  const [open, setOpen] = useState<number | null>(null);
  const people = query.data ?? [];
  const person = people.find((entry) => entry.id === open);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h2">{t('moods.insights.sharers')}</Typography>
      {query.data && people.length === 0 ? (
        <Typography color="text.secondary">{t('moods.insights.noSharers')}</Typography>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {people.map((entry) => {
          const name = entry.full_name;
          return (
            <Button
              key={entry.id}
              variant={open === entry.id ? 'contained' : 'outlined'}
              aria-pressed={open === entry.id}
              onClick={() => setOpen(open === entry.id ? null : entry.id)}
            >
              {name}
            </Button>
          );
        })}
      </Stack>
      {person ? <SharedHistory id={person.id} name={person.full_name} range={range} /> : null}
    </Stack>
  );
}
