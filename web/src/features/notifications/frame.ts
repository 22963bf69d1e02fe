// The notification centre's parts of the signed-in frame: the top bar's bell and the banners of
// notifications told live (with the module on), the listener that announces them (always: a
// communication told live becomes its module's streamed message), and the top bar's WhatsApp
// button with its panel (with the messaging_app module on: the member's WhatsApp opt-in lives
// here).
import type { FrameSlots } from '@/lib/modules/frame';

import { MessagingAppButton } from './components/messaging-app-button';
import { MessagingAppPanelHost } from './components/messaging-app-panel-host';
import { NotificationAnnouncer } from './components/notification-announcer';
import { NotificationBanners } from './components/notification-banners';
import { NotificationBell } from './components/notification-bell';

export const frame: FrameSlots = {
  actions: [
    { id: 'messagingApp', module: 'messaging_app', order: 15, Component: MessagingAppButton },
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
    {
      id: 'messagingAppPanel',
      module: 'messaging_app',
      order: 40,
      Component: MessagingAppPanelHost,
    },
  ],
};
