// The approvals inbox's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // The inbox's pages and counts (/approvals, the home's card): api/approvals.ts.
  approvals: ['approvals'],
} as const;
