// The health and safety module's own cache keys. Each key starts with one of these;
// app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  // Everything of the module: the person's page, reports, the officers' lists and statistics,
  // the officer list and the person's own body metrics (api/health-safety.ts).
  healthSafety: ['healthSafety'],
} as const;
