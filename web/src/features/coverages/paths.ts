// The coverages' screens: the person's page (`/coverages`: their policies and their dependants),
// the console's section (`/admin/coverages`, one policy open with `?coveragePolicy=<id>`, a new
// one with `?newCoveragePolicy`, its dependants with `?coverageTab=dependants`) and the approvals
// inbox showing only dependants' changes, where HR decides them. Parameter names are unique
// across the app (app/modules.test.ts).
export const coveragesPaths = {
  /** The person's page. */
  page: '/coverages',
  /** The console's section (admins). */
  admin: '/admin/coverages',
  /** The approvals inbox with its dependants' chip chosen. */
  inbox: '/approvals?kind=coverage_dependant',
} as const;

export const coveragesParams = {
  /** The console: a policy open, a new one, the open policy's tab. */
  policy: 'coveragePolicy',
  create: 'newCoveragePolicy',
  tab: 'coverageTab',
} as const;
