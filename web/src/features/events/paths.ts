// The events' screens: `/events` (spec §2, config/paths.ts) with its tab and month in the query,
// one event below it, `/events/:eventId`, and its organisers' check-in,
// `/events/:eventId/checkin`, and management (edit, publish, attendees), `/events/:eventId/manage`. Every module's query names are written once across the app
// (app/modules.test.ts).
import { paths } from '@/config/paths';

export const eventsParams = {
  /** The tab of `/events`: upcoming (default), calendar or mine; of `/events/:eventId/manage`:
   *  edit (default) or attendees. */
  tab: 'show',
  /** The calendar's month, YYYY-MM (the current one by default). */
  month: 'month',
  /** The list's page, from 1. */
  page: 'page',
  /** The console: an event in the editor (`?event=<id>`), a new one (`?newEvent`), its
   *  registrants (`?event=<id>&panel=registrants`). */
  event: 'event',
  create: 'newEvent',
  panel: 'panel',
} as const;

/** One event's address. */
export const eventPath = (eventId: number) => `${paths.events}/${eventId}`;

/** The organisers' check-in screen of an event. */
export const checkinPath = (eventId: number) => `${paths.events}/${eventId}/checkin`;

/** The organisers' management of an event: the editor, publishing and the attendees. */
export const eventManagePath = (eventId: number) => `${paths.events}/${eventId}/manage`;

/** The routes below an event (an object: every address is a value of an object here). */
export const eventsRoutes = {
  checkin: `${paths.events}/:eventId/checkin`,
  manage: `${paths.events}/:eventId/manage`,
} as const;
