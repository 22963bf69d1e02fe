// How the form rules read JSON values, exactly as the server does (server/src/modules/forms/
// form_rules.cpp): trimming, lengths in code points, letter case, dates and numbers.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Absent or null. */
export function isMissing(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

export function has(object: JsonObject, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** Without the spaces, tabs and line breaks around it (only those, as the server trims). */
export function trimmed(text: string): string {
  return text.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
}

/** Characters as the server counts them: Unicode code points. */
export function textLength(text: string): number {
  return [...text].length;
}

/** ASCII and Latin-1 capitals in lower case (Á → á, Ñ → ñ; not ×), as options are compared. */
export function foldedLabel(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const capital =
      (code >= 0x41 && code <= 0x5a) || (code >= 0xc0 && code <= 0xde && code !== 0xd7);
    out += capital ? String.fromCodePoint(code + 0x20) : char;
  }
  return out;
}

function leapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Year, month and day of a YYYY-MM-DD date that exists; null otherwise. */
export function dateParts(text: string): [number, number, number] | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 && leapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day > days ? null : [year, month, day];
}

export function isWhole(value: number): boolean {
  return Number.isFinite(value) && Math.floor(value) === value;
}

/** Six decimals at most: what a definition keeps of a number (-0 becomes 0). */
export function sixDecimals(value: number): number {
  return Math.floor(value * 1e6 + 0.5) / 1e6 + 0;
}

/** A number as the messages show it: 5, 0.5, -2.25 (what the server prints). */
export function numberText(value: number): string {
  return String(value + 0);
}
