// Account activation's own cache key: whose account a mailed link opens. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  activationLink: ['activationLink'],
} as const;
