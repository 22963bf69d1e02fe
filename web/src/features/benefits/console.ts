// The benefits module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/benefits-admin-page'), 'BenefitsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: benefitsPaths.admin.
    adminSection(
      'benefits',
      { module: 'benefits', order: 57.2, labelKey: 'benefits.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'benefits',
      name: 'benefits.modules.benefits.name',
      description: 'benefits.modules.benefits.description',
    },
  ],
};
