// Events (module flag `events`, issue 31, engagement.md §6): the events to come, the month
// calendar and the person's own (/events), one event with its answer, pass and calendar links
// (/events/:eventId), its organisers' check-in (/events/:eventId/checkin) and management (edit,
// publish, attendees: /events/:eventId/manage), the main-menu entry,
// the console's section (admin/: the list, the editor, the registrants), the notification kinds,
// the attendance points' ledger kind and the live hint that refreshes the counts.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { eventsRoutes } from './paths';

const list = lazyRoute(() => import('./pages/events-page'), 'EventsPage');
const detail = lazyRoute(() => import('./pages/event-page'), 'EventPage');
const checkin = lazyRoute(() => import('./checkin/checkin-page'), 'CheckinPage');
const manage = lazyRoute(() => import('./manage/manage-page'), 'ManagePage');
const icon = () => import('@mui/icons-material/EventOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.events, module: 'events', page: list },
    { path: paths.events, param: 'eventId', module: 'events', page: detail },
    { path: eventsRoutes.checkin, module: 'events', page: checkin },
    { path: eventsRoutes.manage, module: 'events', page: manage },
  ],
  nav: [
    {
      key: 'events',
      path: paths.events,
      labelKey: 'events.nav',
      icon,
      module: 'events',
      order: 27.5,
    },
  ],
  ledgerKinds: {
    event_attendance: {
      entry: 'events.ledger.attendance.entry',
      total: 'events.ledger.attendance.total',
    },
  },
  // Backquoted: in plain quotes the glossary check would take the hint's name for a text's key.
  // A registration or a check-in moved the counts: the event's reads are read again.
  liveHints: [{ name: `events.registrations`, invalidate: [['events']] }],
};
