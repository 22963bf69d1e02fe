// The forms module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  memberForms: ['memberForms'],
} as const;
