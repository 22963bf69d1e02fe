// The workplace module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // A person's site as their profile shows it (api/workplace.ts).
  workplace: ['workplace'],
  // The console's section: the sites and the people of each (api/admin-workplace.ts).
  workplaceAdmin: ['workplaceAdmin'],
} as const;
