// A work week as people read it ("L–V 9:00–14:00, 15:00–18:00 · S 6:00–14:00") and the checks the
// editor makes before saving (the server makes the same: HH:MM, start before end, at most two
// intervals a day that do not overlap).
import type { TFunction } from 'i18next';

import type { WorkInterval, WorkWeek } from '../api/schedule';

/** Monday first, as the contract's week. */
export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const SHORT_DAYS = [
  'schedule.days.short.0',
  'schedule.days.short.1',
  'schedule.days.short.2',
  'schedule.days.short.3',
  'schedule.days.short.4',
  'schedule.days.short.5',
  'schedule.days.short.6',
] as const;

const LONG_DAYS = [
  'schedule.days.long.0',
  'schedule.days.long.1',
  'schedule.days.long.2',
  'schedule.days.long.3',
  'schedule.days.long.4',
  'schedule.days.long.5',
  'schedule.days.long.6',
] as const;

/** A day's name ("Lunes" / "Monday"), Monday = 0. */
export const dayName = (t: TFunction, day: number) => t(LONG_DAYS[day] ?? LONG_DAYS[0]);

/** What can be wrong with a day, as glossary keys. */
export type DayProblem =
  | 'schedule.editor.problems.tooMany'
  | 'schedule.editor.problems.time'
  | 'schedule.editor.problems.order'
  | 'schedule.editor.problems.overlap';

const HHMM = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes from midnight of "HH:MM" (00:00 to 24:00), else null. */
export function minutesOf(text: string): number | null {
  const match = HHMM.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 24 * 60 ? null : minutes;
}

/** "09:00" → "9:00". */
export const shortTime = (text: string) => text.replace(/^0(\d)/, '$1');

const sameIntervals = (a: readonly WorkInterval[], b: readonly WorkInterval[]) =>
  a.length === b.length && a.every((i, n) => i.start === b[n]?.start && i.end === b[n]?.end);

/** Runs of consecutive working days with the same intervals, Monday first. */
export function dayRuns(week: WorkWeek): { from: number; to: number; intervals: WorkInterval[] }[] {
  const runs: { from: number; to: number; intervals: WorkInterval[] }[] = [];
  week.forEach((intervals, day) => {
    if (intervals.length === 0) return;
    const last = runs.at(-1);
    if (last && last.to === day - 1 && sameIntervals(last.intervals, intervals)) {
      last.to = day;
    } else {
      runs.push({ from: day, to: day, intervals: [...intervals] });
    }
  });
  return runs;
}

/** The week in one line: "L–V 9:00–14:00, 15:00–18:00 · S 6:00–14:00"; empty without hours. */
export function weekText(week: WorkWeek, t: TFunction): string {
  const day = (n: number) => t(SHORT_DAYS[n] ?? SHORT_DAYS[0]);
  return dayRuns(week)
    .map(({ from, to, intervals }) => {
      const days = from === to ? day(from) : `${day(from)}–${day(to)}`;
      const hours = intervals.map((i) => `${shortTime(i.start)}–${shortTime(i.end)}`).join(', ');
      return `${days} ${hours}`;
    })
    .join(' · ');
}

/** The problem of each day with one (index → message key), as the server's `week.<day>`. */
export function weekProblems(week: WorkWeek): Record<number, DayProblem> {
  const problems: Record<number, DayProblem> = {};
  week.forEach((intervals, day) => {
    if (intervals.length > 2) {
      problems[day] = 'schedule.editor.problems.tooMany';
      return;
    }
    const spans = intervals.map((i) => [minutesOf(i.start), minutesOf(i.end)] as const);
    if (spans.some(([start, end]) => start === null || end === null)) {
      problems[day] = 'schedule.editor.problems.time';
    } else if (spans.some(([start, end]) => (start as number) >= (end as number))) {
      problems[day] = 'schedule.editor.problems.order';
    } else if (spans.length === 2) {
      const [a, b] = [...spans].sort((x, y) => (x[0] as number) - (y[0] as number));
      if ((b?.[0] as number) < (a?.[1] as number))
        problems[day] = 'schedule.editor.problems.overlap';
    }
  });
  return problems;
}

/** An empty week. */
export const emptyWeek = (): WorkWeek => DAYS.map(() => []);

/** Monday to Friday 09:00–18:00: where a new schedule starts. */
export const officeWeek = (): WorkWeek =>
  DAYS.map((day) => (day < 5 ? [{ start: '09:00', end: '18:00' }] : []));
