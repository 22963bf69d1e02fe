// The persisted part of the session (spec §3): `auth_token` and `createdCommunicationGroup`
// in localStorage. Storage failures (private mode, quota) are tolerated.

import { localStorageOrNull } from '@/lib/local-storage';

export const AUTH_TOKEN_KEY = 'auth_token';
export const CREATED_COMMUNICATION_GROUP_KEY = 'createdCommunicationGroup';

/** A stored value that is empty or the text `undefined` counts as absent. */
export function normaliseToken(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'undefined' || trimmed === 'null' ? null : trimmed;
}

export function readStoredToken(): string | null {
  return normaliseToken(localStorageOrNull()?.getItem(AUTH_TOKEN_KEY));
}

export function writeStoredToken(token: string | null): void {
  const store = localStorageOrNull();
  if (!store) return;
  const value = normaliseToken(token);
  if (value) store.setItem(AUTH_TOKEN_KEY, value);
  else store.removeItem(AUTH_TOKEN_KEY);
}

export function readStoredCommunicationGroup(): unknown {
  const raw = localStorageOrNull()?.getItem(CREATED_COMMUNICATION_GROUP_KEY);
  if (!raw || raw === 'undefined') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeStoredCommunicationGroup(group: unknown): void {
  const store = localStorageOrNull();
  if (!store) return;
  if (group == null) store.removeItem(CREATED_COMMUNICATION_GROUP_KEY);
  else store.setItem(CREATED_COMMUNICATION_GROUP_KEY, JSON.stringify(group));
}
