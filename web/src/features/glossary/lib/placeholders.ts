// The {{placeholders}} of a text: where the app puts a value (a name, a number). An organisation's
// text must keep those of the built-in one; the server matches them the same way ("{{" up to the
// next "}}").
const PLACEHOLDER = /\{\{[\s\S]*?\}\}/g;

/** The placeholders of a text, each once, in order of appearance. */
export function placeholdersOf(text: string | null): string[] {
  return text ? [...new Set(text.match(PLACEHOLDER))] : [];
}

export type TextPart = { text: string; placeholder: boolean };

/** A text cut into plain runs and placeholders, to show the placeholders apart. */
export function splitPlaceholders(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return parts;
}
