// The support module's screens beyond spec §2's `/support` (config/paths.ts): the console's
// section. Every address is written once across the app (app/modules.test.ts).
export const supportPaths = {
  /** The console's section (admins): the support address and the messages received. */
  admin: '/admin/support',
} as const;
