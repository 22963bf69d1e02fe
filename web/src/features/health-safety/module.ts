// Health and safety (module flag `health_safety`, engagement.md §11 BEN-8, BEN-9, BEN-★3,
// api/modules/health_safety.yaml): the person's page (/health_safety: report an incident, a near
// miss or a hazard, anonymously for hazards; "Mis reportes"; their private body-metrics log; and,
// for officers, every report and the statistics), one report (/health_safety/reports/:reportId:
// its state and corrective actions; the investigation stepper for officers; care offers for the
// person hurt), the main-menu entry, the console's section (officers, reports, statistics), the
// notification kinds and the module's switch. Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { healthSafetyPaths } from './paths';

const page = lazyRoute(() => import('./pages/health-safety-page'), 'HealthSafetyPage');
const one = lazyRoute(() => import('./pages/report-page'), 'ReportPage');
const icon = () => import('@mui/icons-material/HealthAndSafetyOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: healthSafetyPaths.page, module: 'health_safety', page },
    { path: healthSafetyPaths.report, param: 'reportId', module: 'health_safety', page: one },
  ],
  nav: [
    {
      key: 'health_safety',
      path: healthSafetyPaths.page,
      labelKey: 'healthSafety.nav',
      icon,
      module: 'health_safety',
      order: 18.95,
    },
  ],
};
