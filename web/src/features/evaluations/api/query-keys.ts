// The evaluations module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // Evaluations as members and leaders see them: their work, a review, its evidence, a packet.
  evaluations: ['evaluations'],
  // The console's evaluations section: templates, cycles, participants, calibration, history.
  adminEvaluations: ['adminEvaluations'],
} as const;
