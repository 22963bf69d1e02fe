// Small words of the module: the event's local time as written, the next stage of a report, and
// a statistic's figure (hidden below k).
import type { SafetyStatCell, SafetyStatus } from '../api/health-safety';
import { STAGES } from '../api/health-safety';

/** 'YYYY-MM-DDTHH:MM' (the event's local time, no zone) → 'dd/MM/yyyy HH:MM'. */
export function formatLocal(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, m, d, hh, mm] = match;
  return `${d}/${m}/${y} ${hh}:${mm}`;
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export function formatDay(value: string): string {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${d}/${m}/${y}` : value;
}

/** The stage after `status`; none once closed. */
export function nextStage(status: SafetyStatus): SafetyStatus | null {
  const index = STAGES.indexOf(status);
  return index >= 0 && index + 1 < STAGES.length ? (STAGES[index + 1] ?? null) : null;
}

/** A figure as shown: the count, or "< k" when the privacy engine hides it. */
export function figure(
  cell: Pick<SafetyStatCell, 'count'>,
  k: number,
  hidden: (k: number) => string,
  number: (n: number) => string,
): string {
  return cell.count === null ? hidden(k) : number(cell.count);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of `now` in local time, 'YYYY-MM-DD' (a date field's value). */
export function localDay(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The time of `now` in local time, 'HH:MM' (a time field's value). */
export function localTime(now = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
