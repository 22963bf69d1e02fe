import { useTranslation } from 'react-i18next';

import { dayKey, sameClock, viewerTimeZone, zonedDate, zonedTime } from './event-time';

type Timed = { starts_at: number; ends_at: number; time_zone: string };

/** "15/03/2027, 10:30 – 12:00" in a zone; an event over several days names both days. */
export function whenText(
  event: Timed,
  timeZone: string,
  todayLabel: string,
  join: (values: { start: string; end: string }) => string,
): string {
  const startDay = zonedDate(event.starts_at, timeZone, todayLabel);
  const start = `${startDay}, ${zonedTime(event.starts_at, timeZone)}`;
  const sameDay = dayKey(event.starts_at, timeZone) === dayKey(event.ends_at, timeZone);
  const end = sameDay
    ? zonedTime(event.ends_at, timeZone)
    : `${zonedDate(event.ends_at, timeZone, todayLabel)}, ${zonedTime(event.ends_at, timeZone)}`;
  return join({ start, end });
}

/** When an event happens: in its own zone, and in the viewer's when their clock differs. */
export function useWhen(event: Timed): { local: string; viewer: string | null } {
  const { t } = useTranslation();
  const today = t('dates.today');
  const join = (values: { start: string; end: string }) => t('events.when.range', values);
  const viewer = viewerTimeZone();
  const local = whenText(event, event.time_zone, today, join);
  const differs = !sameClock(event.starts_at, event.time_zone, viewer);
  return { local, viewer: differs ? whenText(event, viewer, today, join) : null };
}

/** When an event happens in the viewer's zone (cards and the calendar). */
export function useViewerWhen(event: Timed): string {
  const { t } = useTranslation();
  return whenText(event, viewerTimeZone(), t('dates.today'), (values) =>
    t('events.when.range', values),
  );
}
