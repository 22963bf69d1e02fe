// Values of date inputs (yyyy-MM-dd) as local calendar days, and back; and the dd/MM/yyyy text
// people type in both languages.

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** A yyyy-MM-dd input value as a local calendar day, or null. */
export function parseDateInput(value: string): Date | null {
  const match = DATE_INPUT.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 is not a day (Date would roll it over to March).
  if (
    Number.isNaN(date.getTime()) ||
    date.getDate() !== Number(match[3]) ||
    date.getMonth() !== Number(match[2]) - 1
  ) {
    return null;
  }
  return date;
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

/** "2026-03-07" as "07/03/2026"; anything else as given (text being typed). */
export function dateInputToTyped(value: string): string {
  const match = DATE_INPUT.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** "7/3/2026" (also with dots or dashes) as "2026-03-07" when it is a real day; otherwise the
 *  text as typed, which parseDateInput rejects, so the form's check names the field. */
export function typedToDateInput(text: string): string {
  const match = TYPED_DAY.exec(text);
  if (!match) return text.trim() === '' ? '' : text;
  const pad = (n: string) => n.padStart(2, '0');
  const value = `${match[3]}-${pad(match[2] ?? '')}-${pad(match[1] ?? '')}`;
  return parseDateInput(value) ? value : text;
}
