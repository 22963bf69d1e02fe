// "Agregar a Google Calendar" and "Outlook" links built from the event (EVT-5): both services
// open their new-event form filled in; the times go in UTC, so no zone is misread.

export type CalendarEvent = {
  title: string;
  description?: string | null;
  location?: string | null;
  link?: string | null;
  starts_at: number;
  ends_at: number;
  time_zone: string;
};

/** A moment as YYYYMMDDTHHMMSSZ (UTC, as RFC 5545 and Google write it). */
export function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The description a calendar gets: the event's own, then its link. */
function details(event: CalendarEvent): string {
  return [event.description ?? '', event.link ?? ''].filter(Boolean).join('\n\n');
}

function where(event: CalendarEvent): string {
  return event.location || event.link || '';
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.starts_at)}/${utcStamp(event.ends_at)}`,
    details: details(event),
    location: where(event),
    ctz: event.time_zone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.starts_at).toISOString(),
    enddt: new Date(event.ends_at).toISOString(),
    body: details(event),
    location: where(event),
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The personal feed's address for calendar apps: webcal:// subscribes where https:// would
 *  download once. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
