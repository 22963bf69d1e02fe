// The health and safety screens: the person's page `/health_safety` with its tab
// (`?hsTab=report|mine|follow|metrics|officer|stats`), one report below it,
// `/health_safety/reports/:reportId` (where the notifications lead), and the console's section
// at /admin/health_safety (officers, every report, statistics; `?hsAdminTab=`).
export const healthSafetyPaths = {
  /** The person's page (beyond spec §2's route table). */
  page: '/health_safety',
  /** One report (its id below). */
  report: '/health_safety/reports',
  /** The console's section (admins). */
  admin: '/admin/health_safety',
} as const;

export const healthSafetyParams = {
  /** The person's page: its tab. */
  tab: 'hsTab',
  /** The officers' list: its filter. */
  status: 'hsStatus',
  kind: 'hsKind',
  /** The console's section: its tab. */
  adminTab: 'hsAdminTab',
} as const;

/** One report's address. */
export const reportPath = (reportId: number) => `${healthSafetyPaths.report}/${reportId}`;
