// What an audit entry changed, field by field, and its values as short texts.

/** A JSON value as a short text: strings as they are, null as a dash, the rest as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each field the change touched, with its value before and after (either may be absent: a
 *  creation has no before, a deletion no after). */
export function changedFields(
  before: unknown,
  after: unknown,
): { name: string; before?: unknown; after?: unknown }[] {
  const asObject = (v: unknown): Record<string, unknown> | null =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  const b = asObject(before);
  const a = asObject(after);
  if (!b && !a) {
    const out: { name: string; before?: unknown; after?: unknown }[] = [];
    if (before !== null && before !== undefined) out.push({ name: '', before });
    if (after !== null && after !== undefined) out.push({ name: '', after });
    return out.length > 1 ? [{ name: '', before, after }] : out;
  }
  const names = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return names.map((name) => ({
    name,
    ...(b && name in b ? { before: b[name] } : {}),
    ...(a && name in a ? { after: a[name] } : {}),
  }));
}
