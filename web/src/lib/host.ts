// Host rules (spec §1): the host name selects the documentation view, the start-up routine and
// the font. Predicates take the host name (no port), lower-cased or not.

export function isDocsHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('docs');
}

/** Hosts matching the 'pdb' pattern run their own start-up routine. */
export function isPdbHost(hostname: string): boolean {
  return /pdb/i.test(hostname);
}

export function isClipHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('clip');
}

/** localhost and any *.localhost sub-domain (never reported to the error service). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}
