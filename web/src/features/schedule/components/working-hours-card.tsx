import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { personHoursQueryOptions, type PersonHours } from '../api/schedule';
import { weekText } from '../lib/week';

/** When an instant is in the schedule's zone: "martes, 9:00" / "Tuesday 9:00 AM" (the time
 *  alone when `timeOnly`). */
function whenText(ms: number, zone: string, language: string, timeOnly = false): string {
  try {
    return new Intl.DateTimeFormat(language, {
      ...(timeOnly ? {} : { weekday: 'long' as const }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    }).format(new Date(ms));
  } catch {
    return new Date(ms).toLocaleString(language);
  }
}

function NowLine({ hours }: { hours: PersonHours }) {
  const { t, i18n } = useTranslation();
  if (hours.working_now) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip color="success" label={t('schedule.profile.working')} data-testid="working-now" />
        {hours.until !== null ? (
          <Typography variant="body2" color="text.secondary">
            {t('schedule.profile.until', {
              when: whenText(hours.until, hours.timezone, i18n.language, true),
            })}
          </Typography>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip variant="outlined" label={t('schedule.profile.away')} data-testid="working-now" />
      {hours.next_start !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t('schedule.profile.back', {
            when: whenText(hours.next_start, hours.timezone, i18n.language),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** A person's working hours on their profile (theirs or a colleague's): the week in one line with
 *  its time zone, and whether they are at work now. Nothing shows when the call is refused. */
export function WorkingHoursCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hours = useQuery(personHoursQueryOptions(userId));
  if (hours.isError) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('schedule.profile.title')}
      </Typography>
      {hours.isPending ? (
        <Skeleton variant="rounded" height={48} />
      ) : hours.data.schedule === null ? (
        <Typography color="text.secondary">{t('schedule.profile.none')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="working-hours">
            {weekText(hours.data.schedule.week, t) || t('schedule.profile.noHours')}{' '}
            <Typography component="span" color="text.secondary">
              ({hours.data.timezone})
            </Typography>
          </Typography>
          {hours.data.source === 'default' ? (
            <Typography variant="body2" color="text.secondary">
              {t('schedule.profile.orgDefault')}
            </Typography>
          ) : null}
          <NowLine hours={hours.data} />
        </Stack>
      )}
    </Paper>
  );
}
