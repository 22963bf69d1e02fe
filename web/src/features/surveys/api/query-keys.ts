// The surveys module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // A person's surveys: the lists and each survey to answer (api/surveys.ts).
  memberSurveys: ['memberSurveys'],
  // The console's surveys section (api/admin-surveys.ts).
  adminSurveys: ['adminSurveys'],
} as const;
