// The browser's localStorage, or null where there is none or reading it throws (private mode,
// storage switched off, not a browser): callers then keep nothing between visits.
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
