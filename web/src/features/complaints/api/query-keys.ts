// The complaints module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root. Nothing of the anonymous channel is cached (its answers
// would sit under the receipt); only the public form (kinds, areas) is.
export const keyRoots = {
  // The caller's role in the channel, the handlers' cases, one case, the statistics.
  complaints: ['complaints'],
  // The console's section: settings and the semestral notices.
  adminComplaints: ['adminComplaints'],
} as const;
