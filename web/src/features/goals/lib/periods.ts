// The period presets of the goals' filters and form (GOA-1: a business-calendar preset or
// dates): this quarter, next quarter, this year, or custom dates. Days are yyyy-MM-dd.

export type PeriodPreset = 'thisQuarter' | 'nextQuarter' | 'thisYear' | 'custom';
export const PERIOD_PRESETS: readonly PeriodPreset[] = [
  'thisQuarter',
  'nextQuarter',
  'thisYear',
  'custom',
];

export type Period = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month + 1)}-${pad(date)}`;
/** The last day of a month (month 0–11). */
const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function quarter(year: number, index: number): Period {
  const first = index * 3;
  return { from: day(year, first, 1), to: day(year, first + 2, lastDay(year, first + 2)) };
}

/** The dates of a preset, seen from `today` (custom: null). */
export function presetPeriod(preset: PeriodPreset, today: Date = new Date()): Period | null {
  const year = today.getFullYear();
  const index = Math.floor(today.getMonth() / 3);
  switch (preset) {
    case 'thisQuarter':
      return quarter(year, index);
    case 'nextQuarter':
      return index === 3 ? quarter(year + 1, 0) : quarter(year, index + 1);
    case 'thisYear':
      return { from: day(year, 0, 1), to: day(year, 11, 31) };
    default:
      return null;
  }
}

/** Which preset these dates are (custom when none matches). */
export function presetOf(period: Partial<Period>, today: Date = new Date()): PeriodPreset {
  for (const preset of PERIOD_PRESETS) {
    const dates = presetPeriod(preset, today);
    if (dates && dates.from === period.from && dates.to === period.to) return preset;
  }
  return 'custom';
}
