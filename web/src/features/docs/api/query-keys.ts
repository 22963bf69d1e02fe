// The public API reference's own cache key: the contract it reads. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  openApi: ['openApi'],
} as const;
