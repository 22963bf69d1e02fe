// The goals module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // Goals as members see them: lists, the tree, one goal and its check-ins and comments.
  goals: ['goals'],
  // The console's goals section: categories and settings.
  adminGoals: ['adminGoals'],
} as const;
