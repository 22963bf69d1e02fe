// The analytics module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root. `charts` is the spec's client state of that name (§3): the
// registry and the dashboard's summaries (api/analytics.ts), kept in the query cache.
export const keyRoots = {
  charts: ['charts'],
} as const;
