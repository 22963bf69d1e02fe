// Performance evaluations (module flag `evaluations`): the console's section (admin/: the cycles,
// their participants and admin operations, the calibration). The members' screens join this
// manifest in their own part.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const admin = lazyRoute(() => import('./admin/evaluations-admin-page'), 'EvaluationsAdminPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection(
      'evaluations',
      { module: 'evaluations', order: 61, labelKey: 'evaluations.admin.nav' },
      admin,
    ),
  ],
};
