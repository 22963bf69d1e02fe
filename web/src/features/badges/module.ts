// Badges: the admin console's badge section (create, (de)activate, give), and the wording of the
// badge_received notification. Its console parts are in console.ts.
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
};
