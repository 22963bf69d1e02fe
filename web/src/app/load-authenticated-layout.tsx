// The signed-in frame's route: its chunk and the menu's icons load together, so the menu is
// complete on its first paint.
import { withRetry } from '@/api/retry';

import { loadNavEntries } from './nav-registry';

export async function loadAuthenticatedLayout() {
  const [{ AuthenticatedLayout }, entries] = await Promise.all([
    withRetry(() => import('./authenticated-layout'), { shouldRetry: () => true }),
    withRetry(() => loadNavEntries(), { shouldRetry: () => true }),
  ]);
  return { Component: () => <AuthenticatedLayout navEntries={entries} /> };
}
