// The psychosocial module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a participant reads (their applications, one questionnaire, their role and the
  // referrals for occupational-health staff): api/psychosocial.ts.
  psychosocial: ['psychosocial'],
  // The console's reads (applications, roster, results, guides, health staff): api/admin.ts.
  psychosocialAdmin: ['psychosocialAdmin'],
} as const;
