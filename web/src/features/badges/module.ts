// Badges: the admin console's badge section (create, (de)activate, give), and the wording of the
// badge_received notification.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const badges = lazyRoute(() => import('./admin/badges-page'), 'BadgesPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  adminSections: [
    adminSection('badges', { module: 'badges', order: 30, labelKey: 'admin.nav.badges' }, badges),
  ],
  switches: [
    {
      flag: 'badges',
      name: 'badges.modules.badges.name',
      description: 'badges.modules.badges.description',
    },
  ],
};
