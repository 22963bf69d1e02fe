// The set-up page's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // The trial mail's delivery, and what the page reads of the organisation's set-up
  // (api/setup-check.ts).
  setupCheck: ['setupCheck'],
} as const;
