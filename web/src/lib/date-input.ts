// Values of date inputs (yyyy-MM-dd) as local calendar days, and back.

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd input value as a local calendar day, or null. */
export function parseDateInput(value: string): Date | null {
  const match = DATE_INPUT.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A local day as the yyyy-MM-dd value of a date input. */
export function toDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last millisecond of a local day (epoch ms). */
export function endOfDay(day: Date): number {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime() - 1;
}
