// Whole numbers typed in a text field (points, sizes): digits only, no sign, no separators.

/** The number, or null when the text is not a whole number ≥ 0. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}
