// The feed's own cache keys beyond spec §7's (api/query-keys.ts): a post's reactions, and the
// console's list of every recognition. Each key starts
// with one of these; app/modules.test.ts checks no two modules share a root.
export const keyRoots = {
  postReactions: ['postReactions'],
  adminRecognitions: ['adminRecognitions'],
} as const;
