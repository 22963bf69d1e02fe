// The forms module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // The console's forms section (admin/admin-forms-api.ts).
  adminForms: ['adminForms'],
} as const;
