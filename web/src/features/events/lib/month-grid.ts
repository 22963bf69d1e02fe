// The month calendar's grid (EVT-8), built without a calendar library: whole weeks from the one
// holding the 1st to the one holding the last day, each day with its key ('YYYY-MM-DD') and
// whether it belongs to the month shown.

export type GridDay = { key: string; day: number; inMonth: boolean; weekday: number };

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' of a month. */
export function monthKey(year: number, month: number): string {
  return `${year}-${two(month)}`;
}

/** The month 'YYYY-MM' as numbers, or null for anything else. */
export function parseMonth(value: string | null): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** The month `by` months from the given one. */
export function shiftMonth(year: number, month: number, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The weeks shown for a month, each of seven days, starting on `weekStartsOn` (0 Sunday, 1
 *  Monday). */
export function monthWeeks(year: number, month: number, weekStartsOn: number): GridDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() - weekStartsOn + 7) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: GridDay[][] = [];
  for (let index = 0; index < cells; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 - lead + index));
    const day: GridDay = {
      key: `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
      weekday: date.getUTCDay(),
    };
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

/** The day keys from one day to another, both included (an event spanning days is on each). */
export function daysBetween(fromKey: string, toKey: string, limit = 62): string[] {
  const [fy, fm, fd] = fromKey.split('-').map(Number) as [number, number, number];
  const days: string[] = [];
  for (let index = 0; index < limit; index += 1) {
    const date = new Date(Date.UTC(fy, fm - 1, fd + index));
    const key = `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
    if (key > toKey) break;
    days.push(key);
  }
  return days;
}
