// The notification centre: its screen (/notifications, with the module flag on) and main-menu
// entry, and the notification settings among the settings of "My profile". Every module words
// its own notification kinds (their notification-kinds.ts): the screen and the settings load
// those words with their own chunk, so they show at once. The top bar's bell and the banners of
// notifications told live are in frame.ts. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

/** `load`, with every module's notification kinds loaded alongside. */
const withKinds =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const [loaded] = await Promise.all([
      load(),
      import('./lib/notification-kinds').then((kinds) => kinds.loadNotificationKinds()),
    ]);
    return loaded;
  };

const page = withKinds(lazyRoute(() => import('./pages/notifications-page'), 'NotificationsPage'));
const settings = withKinds(
  lazyComponent(
    () => import('./components/notification-settings-section'),
    'NotificationSettingsSection',
  ),
);
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
      component: settings,
    },
  ],
};
