import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { QueryContent } from '@/components/feedback/query-content';
import { dateLocale } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';

import { monthQueryOptions } from '../api/events';
import type { Celebration, EventMonth, EventSummary } from '../api/types';
import { dayKey, viewerTimeZone, zonedParts, zonedTime } from '../lib/event-time';
import {
  daysBetween,
  monthKey,
  monthWeeks,
  parseMonth,
  shiftMonth,
  type GridDay,
} from '../lib/month-grid';
import { eventPath, eventsParams } from '../paths';

type DayEntries = { events: EventSummary[]; celebrations: Celebration[] };

/** The events and celebrations of a month by day ('YYYY-MM-DD', in the viewer's zone). */
function byDay(data: EventMonth): Map<string, DayEntries> {
  const zone = viewerTimeZone();
  const days = new Map<string, DayEntries>();
  const at = (key: string) => {
    let entry = days.get(key);
    if (!entry) {
      entry = { events: [], celebrations: [] };
      days.set(key, entry);
    }
    return entry;
  };
  for (const event of data.events)
    for (const key of daysBetween(dayKey(event.starts_at, zone), dayKey(event.ends_at - 1, zone)))
      at(key).events.push(event);
  for (const celebration of data.celebrations) at(celebration.day).celebrations.push(celebration);
  return days;
}

/** The calendar tab (EVT-8): a month grid built with MUI (no calendar library), a list of the
 *  days with something on phones; birthdays and anniversaries read-only beside the events. */
export function CalendarTab() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const zone = viewerTimeZone();
  const now = zonedParts(useNow(60_000), zone);
  const current = parseMonth(params.get(eventsParams.month)) ?? {
    year: now.year,
    month: now.month,
  };
  const month = monthKey(current.year, current.month);
  const query = useQuery(monthQueryOptions(month, zone));
  const weekStartsOn = dateLocale(i18n.language).options?.weekStartsOn ?? 1;
  const weeks = monthWeeks(current.year, current.month, weekStartsOn);
  const title = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(current.year, current.month - 1, 1)));
  const go = (by: number) => {
    const next = shiftMonth(current.year, current.month, by);
    setParams(
      { [eventsParams.tab]: 'calendar', [eventsParams.month]: monthKey(next.year, next.month) },
      { replace: true },
    );
  };
  const today = `${now.year}-${String(now.month).padStart(2, '0')}-${String(now.day).padStart(2, '0')}`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton onClick={() => go(-1)} aria-label={t('events.calendar.previous')}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h2"
          aria-live="polite"
          sx={{
            fontSize: '1.25rem',
            minWidth: 170,
            textAlign: 'center',
            textTransform: 'capitalize',
          }}
          data-testid="calendar-month"
        >
          {title}
        </Typography>
        <IconButton onClick={() => go(1)} aria-label={t('events.calendar.next')}>
          <ChevronRight />
        </IconButton>
        {month !== monthKey(now.year, now.month) ? (
          <Button
            size="small"
            onClick={() => setParams({ [eventsParams.tab]: 'calendar' }, { replace: true })}
          >
            {t('events.calendar.thisMonth')}
          </Button>
        ) : null}
      </Stack>
      <QueryContent query={query} loadingLabel={t('events.calendar.loading')}>
        {(data) => {
          const days = byDay(data);
          return (
            <>
              <MonthGrid
                weeks={weeks}
                days={days}
                today={today}
                caption={title}
                language={i18n.language}
              />
              <DayList weeks={weeks} days={days} today={today} />
            </>
          );
        }}
      </QueryContent>
    </Stack>
  );
}

type GridProps = {
  weeks: GridDay[][];
  days: Map<string, DayEntries>;
  today: string;
};

/** The weekday names, from the first week's days. */
function weekdayNames(week: GridDay[], language: string) {
  return week.map((day) => {
    const date = new Date(`${day.key}T12:00:00Z`);
    return {
      short: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}

function MonthGrid({
  weeks,
  days,
  today,
  caption,
  language,
}: GridProps & { caption: string; language: string }) {
  const names = weekdayNames(weeks[0] ?? [], language);
  return (
    <Paper variant="outlined" sx={{ display: { xs: 'none', sm: 'block' }, overflow: 'hidden' }}>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <thead>
          <tr>
            {names.map((name) => (
              <Box
                component="th"
                scope="col"
                key={name.long}
                abbr={name.long}
                sx={{
                  py: 1,
                  fontWeight: 600,
                  fontSize: 13,
                  textTransform: 'capitalize',
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                {name.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <Box
                  component="td"
                  key={day.key}
                  sx={{
                    verticalAlign: 'top',
                    height: 112,
                    p: 0.75,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: day.inMonth ? 'background.paper' : 'action.hover',
                  }}
                >
                  <DayCell day={day} entries={days.get(day.key)} today={day.key === today} />
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function DayCell({ day, entries, today }: { day: GridDay; entries?: DayEntries; today: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography
        component="span"
        variant="body2"
        sx={{
          fontWeight: today ? 700 : 400,
          color: day.inMonth ? 'text.primary' : 'text.secondary',
          alignSelf: 'flex-start',
          px: today ? 0.75 : 0,
          borderRadius: 8,
          bgcolor: today ? 'primary.main' : undefined,
          ...(today && { color: 'primary.contrastText' }),
        }}
      >
        {day.day}
        {today ? <Box component="span" sx={visuallyHidden}>{` (${t('dates.today')})`}</Box> : null}
      </Typography>
      {entries ? <Entries entries={entries} dense /> : null}
    </Stack>
  );
}

function Entries({ entries, dense = false }: { entries: DayEntries; dense?: boolean }) {
  const { t } = useTranslation();
  const zone = viewerTimeZone();
  return (
    <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0, minWidth: 0 }}>
      {entries.events.map((event) => (
        <Box component="li" key={`e${event.id}`} sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={eventPath(event.id)}
            underline="hover"
            variant="body2"
            sx={{
              display: 'block',
              fontSize: dense ? 12.5 : undefined,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: dense ? 'nowrap' : 'normal',
              textDecoration: event.status === 'cancelled' ? 'line-through' : undefined,
            }}
          >
            {`${zonedTime(event.starts_at, zone)} ${event.title}`}
          </Link>
        </Box>
      ))}
      {entries.celebrations.map((celebration) => (
        <Typography
          component="li"
          variant="body2"
          color="text.secondary"
          key={`${celebration.kind}${celebration.person.id}`}
          sx={{
            fontSize: dense ? 12.5 : undefined,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: dense ? 'nowrap' : 'normal',
          }}
        >
          {celebration.kind === 'birthday'
            ? t('events.calendar.birthday', { name: celebration.person.full_name })
            : t('events.calendar.anniversary', {
                name: celebration.person.full_name,
                count: celebration.years ?? 0,
              })}
        </Typography>
      ))}
    </Stack>
  );
}

/** Phones: the month's days that have something, one under the other. */
function DayList({ weeks, days, today }: GridProps) {
  const { t, i18n } = useTranslation();
  const shown = weeks.flat().filter((day) => day.inMonth && days.has(day.key));
  return (
    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('events.calendar.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((day) => {
            const entries = days.get(day.key);
            const date = new Date(`${day.key}T12:00:00Z`);
            const label = new Intl.DateTimeFormat(i18n.language, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            }).format(date);
            return (
              <Paper component="li" variant="outlined" key={day.key} sx={{ p: 1.5 }}>
                <Typography
                  variant="h3"
                  sx={{ fontSize: '1rem', textTransform: 'capitalize', mb: 0.5 }}
                >
                  {day.key === today ? `${t('dates.today')} · ${label}` : label}
                </Typography>
                {entries ? <Entries entries={entries} /> : null}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
