// The programs module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the lists of /programs, one program with its leaderboard and activity,
  // their submissions (api/programs.ts).
  programs: ['programs'],
  // The console's section: the programs managed, their submissions, assignments and figures
  // (api/admin-programs.ts).
  adminPrograms: ['adminPrograms'],
} as const;
