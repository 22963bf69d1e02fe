// The health safety module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/health-safety-admin-page'), 'HealthSafetyAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id's: healthSafetyPaths.admin.
    adminSection(
      'health_safety',
      { module: 'health_safety', order: 57.38, labelKey: 'healthSafety.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'health_safety',
      name: 'healthSafety.modules.health_safety.name',
      description: 'healthSafety.modules.health_safety.description',
    },
  ],
};
