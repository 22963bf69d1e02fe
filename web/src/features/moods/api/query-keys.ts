// The moods module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees of their own moods: today's check-in, their history (api/moods.ts), and
  // what a leader or admin sees of a group or of a person who shares with them.
  moods: ['moods'],
  // The console's settings (api/moods.ts).
  moodSettings: ['moodSettings'],
} as const;
