// The notification centre: its screen (/notifications, with the module flag on) and main-menu
// entry. The top bar's bell and the profile's notification settings are composed by the app
// (app/authenticated-layout.tsx, app/routes/my-profile-route.tsx).
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/notifications-page'), 'NotificationsPage');
const icon = () => import('@mui/icons-material/NotificationsOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.notifications, module: 'notifications', page }],
  nav: [
    {
      key: 'notifications',
      path: paths.notifications,
      labelKey: 'nav.notifications',
      icon,
      module: 'notifications',
      order: 25,
    },
  ],
  profileSections: [
    {
      id: 'notificationSettings',
      place: 'own.settings',
      module: 'notifications',
      order: 10,
      component: lazyComponent(
        () => import('./components/notification-settings-section'),
        'NotificationSettingsSection',
      ),
    },
  ],
};
