// Point requests' own cache key: a member's own, and those a leader or admin decides. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  pointRequests: ['pointRequests'],
} as const;
