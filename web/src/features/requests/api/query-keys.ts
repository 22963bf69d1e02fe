// The requests module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the active types, one type to fill in, their requests, what waits for
  // their decision, one request (api/requests.ts).
  requests: ['requests'],
  // The console's section: every type, one with its form, every request (api/admin-requests.ts).
  requestsAdmin: ['requestsAdmin'],
} as const;
