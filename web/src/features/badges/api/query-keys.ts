// The badges' own cache key (the console's list). Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  badges: ['badges'],
} as const;
