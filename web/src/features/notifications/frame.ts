// The notification centre's parts of the signed-in frame: the top bar's bell and the banners of
// notifications told live (with the module on), and the listener that announces them (always:
// a communication told live becomes its module's streamed message).
import type { FrameSlots } from '@/lib/modules/frame';

import { NotificationAnnouncer } from './components/notification-announcer';
import { NotificationBanners } from './components/notification-banners';
import { NotificationBell } from './components/notification-bell';

export const frame: FrameSlots = {
  actions: [
    { id: 'notificationBell', module: 'notifications', order: 20, Component: NotificationBell },
  ],
  overlays: [
    { id: 'notificationAnnouncer', module: null, order: 0, Component: NotificationAnnouncer },
    {
      id: 'notificationBanners',
      module: 'notifications',
      order: 10,
      Component: NotificationBanners,
    },
  ],
};
