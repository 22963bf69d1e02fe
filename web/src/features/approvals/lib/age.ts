// How long an item has waited, in words and as an SLA level: under 2 days is normal, 2 to 5
// days a warning, more than 5 days an error (design: "SLA colour").

export type AgeLevel = 'normal' | 'warning' | 'error';

const DAY_HOURS = 24;

/** The SLA level of an item that has waited `hours`. */
export function ageLevel(hours: number): AgeLevel {
  if (hours > 5 * DAY_HOURS) return 'error';
  if (hours >= 2 * DAY_HOURS) return 'warning';
  return 'normal';
}

/** "hace 3 horas", "ayer", "hace 3 días" (es) / "3 hours ago", "yesterday", "3 days ago" (en);
 *  null under an hour (the caller says "hace un momento"). */
export function ageInWords(hours: number, language: string): string | null {
  const whole = Math.floor(Math.max(0, hours));
  if (whole < 1) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (whole < DAY_HOURS) return format.format(-whole, 'hour');
  return format.format(-Math.floor(whole / DAY_HOURS), 'day');
}
