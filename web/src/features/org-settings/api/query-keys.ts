// The organisation settings' own cache key: the organisation's hosts with their analytics
// property (admins). Each key starts with one of these; app/modules.test.ts checks no two
// modules share a root.
export const keyRoots = {
  orgHosts: ['orgHosts'],
} as const;
