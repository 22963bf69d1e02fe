// The challenges module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/challenges-admin-page'), 'ChallengesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'challenges',
      // Its segment is its id: challengesPaths.admin.
      { module: 'challenges', order: 61.5, labelKey: 'challenges.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'challenges',
      name: 'challenges.modules.challenges.name',
      description: 'challenges.modules.challenges.description',
    },
  ],
};
