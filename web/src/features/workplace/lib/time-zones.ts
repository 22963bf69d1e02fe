// The IANA time zone names the browser knows, for the site's time zone picker. Older browsers do
// not list them: the picker is then a plain text field (the server checks the name either way).

let cached: readonly string[] | null | undefined;

/** Every IANA name the browser lists, sorted; null when it lists none. */
export function browserTimeZones(): readonly string[] | null {
  if (cached !== undefined) return cached;
  try {
    const names =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    cached = names.length > 0 ? [...names].sort() : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** The choices: the browser's names, with the saved one first added when they lack it. */
export function timeZoneOptions(names: readonly string[], current: string): string[] {
  return current && !names.includes(current) ? [current, ...names] : [...names];
}
