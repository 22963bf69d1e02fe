// The profile's own cache key: the signed-in person's open request to delete their account. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  accountDeletion: ['accountDeletion'],
} as const;
