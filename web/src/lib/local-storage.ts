// The browser's localStorage, or null where there is none or reading it throws (private mode,
// storage switched off, not a browser): callers then keep nothing between visits.
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

type Reads = Pick<Storage, 'getItem'>;
type Writes = Pick<Storage, 'setItem'>;

/** The JSON value stored under `key`; undefined when there is none, it is not JSON, or the
 *  storage fails. */
export function readStoredJson(key: string, storage: Reads | null = localStorageOrNull()): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; storage that is full or denied keeps nothing. */
export function writeStoredJson(
  key: string,
  value: unknown,
  storage: Writes | null = localStorageOrNull(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or denied: the next visit starts without it.
  }
}
