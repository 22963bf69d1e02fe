// The benefits module's own cache keys. Each key starts with one of these; app/modules.test.ts
// checks no two modules share a root.
export const keyRoots = {
  // What a person sees: the benefits open to them, one benefit, their requests (api/benefits.ts).
  benefits: ['benefits'],
  // The console's section: every benefit, one with its versions, the requests, the eligibility
  // preview (api/admin-benefits.ts).
  benefitsAdmin: ['benefitsAdmin'],
} as const;
