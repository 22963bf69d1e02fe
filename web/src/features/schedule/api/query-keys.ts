// The schedule module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // A person's working hours as their profile shows them (api/schedule.ts).
  workingHours: ['workingHours'],
  // The console's section: every schedule, the people of one (api/schedule.ts).
  schedulesAdmin: ['schedulesAdmin'],
} as const;
