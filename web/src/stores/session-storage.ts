// The persisted part of the session (spec §3): `auth_token` and `createdCommunicationGroup`
// in localStorage. Storage failures (private mode, quota) are tolerated.

export const AUTH_TOKEN_KEY = 'auth_token';
export const CREATED_COMMUNICATION_GROUP_KEY = 'createdCommunicationGroup';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A stored value that is empty or the text `undefined` counts as absent. */
export function normaliseToken(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? null : trimmed;
}

export function readStoredToken(): string | null {
  return normaliseToken(storage()?.getItem(AUTH_TOKEN_KEY));
}

export function writeStoredToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  const value = normaliseToken(token);
  if (value) store.setItem(AUTH_TOKEN_KEY, value);
  else store.removeItem(AUTH_TOKEN_KEY);
}

export function readStoredCommunicationGroup(): unknown {
  const raw = storage()?.getItem(CREATED_COMMUNICATION_GROUP_KEY);
  if (!raw || raw === 'undefined') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStoredCommunicationGroup(group: unknown): void {
  const store = storage();
  if (!store) return;
  if (group == null) store.removeItem(CREATED_COMMUNICATION_GROUP_KEY);
  else store.setItem(CREATED_COMMUNICATION_GROUP_KEY, JSON.stringify(group));
}
