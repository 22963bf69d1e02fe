// The public API keys' own cache key. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  apiKeys: ['apiKeys'],
} as const;
