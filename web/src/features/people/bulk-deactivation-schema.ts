// The bulk deactivation form: addresses pasted one per line or separated by commas or
// semicolons, each counted once, at most 1000 per request.
import { BULK_DEACTIVATION_MAX } from './api/people';

export type BulkDeactivationValues = { emails: string };

export type BulkDeactivationError = 'people.bulk.errors.required' | 'people.bulk.errors.tooMany';

/** The addresses of the text: trimmed, blanks dropped, each once (case aside), in order. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\n\r,;]+/)) {
    const email = part.trim();
    const key = email.toLowerCase();
    if (!email || seen.has(key)) continue;
    seen.add(key);
    emails.push(email);
  }
  return emails;
}

export function validateBulkDeactivation(
  values: BulkDeactivationValues,
): Partial<Record<keyof BulkDeactivationValues, BulkDeactivationError>> {
  const count = parseEmailList(values.emails).length;
  if (count === 0) return { emails: 'people.bulk.errors.required' };
  if (count > BULK_DEACTIVATION_MAX) return { emails: 'people.bulk.errors.tooMany' };
  return {};
}
