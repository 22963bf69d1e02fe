// The challenges module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the lists of /challenges, one challenge with its leaderboard and
  // activity, their claims (api/challenges.ts).
  challenges: ['challenges'],
  // The console's section: every challenge, its claims, figures and check-in code
  // (api/admin-challenges.ts).
  adminChallenges: ['adminChallenges'],
} as const;
