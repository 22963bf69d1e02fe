// An event's moments in a time zone: the event's own (where it happens) and the viewer's. The
// server keeps UTC milliseconds and the event's IANA zone; the web shows dd/MM/yyyy HH:mm in
// either zone with Intl (no time zone library).

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the browser knows the zone (an unknown one falls back to the viewer's). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The viewer's IANA zone ("America/Santiago"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The calendar day and clock time of a moment in a zone. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const zone = isKnownTimeZone(timeZone) ? timeZone : viewerTimeZone();
  const parts = Object.fromEntries(
    partFormat(zone)
      .formatToParts(new Date(ms))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a moment in a zone. */
export function dayKey(ms: number, timeZone: string): string {
  const { year, month, day } = zonedParts(ms, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** dd/MM/yyyy of a moment in a zone, or the word for today when it is today there. */
export function zonedDate(ms: number, timeZone: string, todayLabel: string, now = Date.now()) {
  const { year, month, day } = zonedParts(ms, timeZone);
  if (dayKey(ms, timeZone) === dayKey(now, timeZone)) return todayLabel;
  return `${two(day)}/${two(month)}/${year}`;
}

/** HH:mm of a moment in a zone. */
export function zonedTime(ms: number, timeZone: string): string {
  const { hour, minute } = zonedParts(ms, timeZone);
  return `${two(hour)}:${two(minute)}`;
}

/** Whether two zones show the same clock time at that moment (then the viewer's is not
 *  repeated). */
export function sameClock(ms: number, zoneA: string, zoneB: string): boolean {
  const a = zonedParts(ms, zoneA);
  const b = zonedParts(ms, zoneB);
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute
  );
}

/** The UTC milliseconds of a wall-clock time in a zone ('YYYY-MM-DDTHH:mm' as typed in a
 *  datetime-local field), or null when it is not a valid time. */
export function fromZonedInput(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment; a second pass settles times next to an offset change.
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = zonedParts(guess, timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += asUtc - shownUtc;
  }
  return guess;
}

/** A moment as 'YYYY-MM-DDTHH:mm' in a zone, for a datetime-local field. */
export function toZonedInput(ms: number, timeZone: string): string {
  const { year, month, day, hour, minute } = zonedParts(ms, timeZone);
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}
