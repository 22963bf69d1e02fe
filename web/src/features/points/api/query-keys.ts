// The budgets console's own cache keys: point rules and the points given out. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  pointRules: ['pointRules'],
  pointsOutputs: ['pointsOutputs'],
} as const;
