// The values page's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // GET /corp_values: every active value with its figures (api/values-page.ts).
  valuesPage: ['valuesPage'],
  // GET /corp_values/preferences: whether the caller appears in the top lists
  // (api/values-preferences.ts).
  valuesPreferences: ['valuesPreferences'],
} as const;
