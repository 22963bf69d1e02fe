// The profile module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const deletionRequests = lazyRoute(
  () => import('./admin/deletion-requests-page'),
  'DeletionRequestsPage',
);

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'deletionRequests',
      {
        module: null,
        order: 70,
        segment: 'deletion-requests',
        labelKey: 'admin.nav.deletionRequests',
      },
      deletionRequests,
    ),
  ],
  switches: [
    {
      flag: 'profile',
      name: 'profile.modules.profile.name',
      description: 'profile.modules.profile.description',
    },
  ],
};
