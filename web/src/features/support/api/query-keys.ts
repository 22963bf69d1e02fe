// The support module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: whether the form can be sent, and the messages they sent (api/support.ts).
  support: ['support'],
  // The console's section: the support address and every message received (api/support.ts).
  supportAdmin: ['supportAdmin'],
} as const;
