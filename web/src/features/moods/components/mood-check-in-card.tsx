import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { HomeCard } from '@/components/layout/home-card';

import { moodTodayQueryOptions } from '../api/moods';
import { levelKey } from '../lib/levels';
import { moodsPaths } from '../paths';

import { CareResources } from './care-resources';
import { MoodCheckIn } from './mood-check-in';
import { MoodWeek } from './mood-week';

/** The home's check-in (MOO-1): asks "¿Cómo te sientes hoy?" until answered, then shows the week
 *  at a glance with today's answer to edit; the care resources when the person's own last three
 *  check-ins were low (MOO-★2). */
export function MoodCheckInCard() {
  const { t } = useTranslation();
  const query = useQuery(moodTodayQueryOptions());
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState('');
  const today = query.data;
  if (!today) return null;
  const asking = !today.entry || editing;
  return (
    <HomeCard
      title={t('moods.checkIn.question')}
      seeAll={{ to: moodsPaths.page, label: t('moods.checkIn.seeHistory') }}
      testId="mood-check-in-card"
    >
      <Stack spacing={2} sx={{ mt: 1.5 }}>
        {asking ? (
          <MoodCheckIn
            key={today.entry?.updated_at ?? 'new'}
            today={today}
            onDone={(text) => {
              setMessage(text);
              setEditing(false);
            }}
            onCancel={today.entry ? () => setEditing(false) : undefined}
          />
        ) : (
          <>
            <Stack
              direction="row"
              useFlexGap
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {t('moods.checkIn.today', { level: t(levelKey(today.entry?.level ?? 3)) })}
              </Typography>
              <Button
                size="small"
                onClick={() => {
                  setMessage('');
                  setEditing(true);
                }}
              >
                {t('moods.checkIn.edit')}
              </Button>
            </Stack>
            <MoodWeek today={today.day} entries={today.week} />
          </>
        )}
        <Typography role="status" variant="body2" color="text.secondary">
          {asking ? '' : message}
        </Typography>
        {today.care ? <CareResources care={today.care} /> : null}
      </Stack>
    </HomeCard>
  );
}
