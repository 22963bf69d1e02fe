// The evaluations module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root. (The console's section keeps its own root in admin/.)
export const keyRoots = {
  // Evaluations as members and leaders see them: their work, a review, its evidence, a packet.
  evaluations: ['evaluations'],
} as const;
