// The coverages module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the policies that cover them and their dependants (api/coverages.ts).
  coverages: ['coverages'],
  // The console's section: every policy, one policy, a policy's dependants
  // (api/admin-coverages.ts).
  coveragesAdmin: ['coveragesAdmin'],
} as const;
