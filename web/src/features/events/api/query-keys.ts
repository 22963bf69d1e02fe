// The events module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // Events as members and organisers see them: lists, the month, one event, its pass, its
  // attendees and its check-in code.
  events: ['events'],
} as const;
