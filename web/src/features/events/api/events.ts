// The events calls (api/modules/events.yaml, EVT-1..8): the lists of /events, the month view,
// one event, answering it, the waitlist offer, the pass, the personal calendar feed, and the
// organisers' check-in, event code and attendees. The console's writes are in admin-events.ts.
// Every write reads the module's cached events again: one registration moves the counts of
// the lists, the month and the event.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
} from '@tanstack/react-query';

import { getBlob, getData, getPage, sendData } from '@/api/client';
import type { Page } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { Answers } from '@/lib/forms/types';

import { keyRoots } from './query-keys';
import type {
  Attendee,
  AttendeesSummary,
  CalendarFeed,
  EventCheckin,
  EventCode,
  EventDetail,
  EventMonth,
  EventPass,
  EventResponse,
  EventSummary,
  Registration,
} from './types';

const EVENTS = keyRoots.events;

/** The lists of /events: upcoming (default), the caller's (mine), ended ones (past). */
export type EventListScope = 'upcoming' | 'mine' | 'past';

export const PAGE_SIZE = 12;

export const eventKeys = {
  all: () => EVENTS,
  list: (scope: EventListScope, page: number) => [...EVENTS, 'list', scope, page] as const,
  month: (month: string, timeZone: string) => [...EVENTS, 'month', month, timeZone] as const,
  one: (eventId: number) => [...EVENTS, 'one', eventId] as const,
  pass: (eventId: number) => [...EVENTS, 'pass', eventId] as const,
  code: (eventId: number) => [...EVENTS, 'code', eventId] as const,
  attendees: (eventId: number) => [...EVENTS, 'attendees', eventId] as const,
  manage: (status: string, page: number) => [...EVENTS, 'manage', status, page] as const,
};

/** GET /events: `page` counts from 0 here, from 1 on the server. */
export const eventsQueryOptions = (scope: EventListScope, page: number) =>
  queryOptions({
    ...readQueryOptions(eventKeys.list(scope, page), (options) =>
      getPage<EventSummary>('/events', {
        ...options,
        params: {
          ...(scope === 'mine' ? { mine: 1 } : {}),
          ...(scope === 'past' ? { past: 1 } : {}),
          page: page + 1,
          perPage: PAGE_SIZE,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /events/calendar?month=YYYY-MM&time_zone=…: the month's events and celebrations, the
 *  month bounded by the midnights of the zone the grid lays it out in (the viewer's). */
export const monthQueryOptions = (month: string, timeZone: string) =>
  queryOptions({
    ...readQueryOptions(eventKeys.month(month, timeZone), (options) =>
      getData<EventMonth>('/events/calendar', {
        ...options,
        params: { month, time_zone: timeZone },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const eventQueryOptions = (eventId: number) =>
  readQueryOptions(eventKeys.one(eventId), (options) =>
    getData<EventDetail>(`/events/${eventId}`, options),
  );

/** GET /events/{id}/pass: read again when the code turns (the page schedules it). */
export const passQueryOptions = (eventId: number) =>
  queryOptions({
    ...readQueryOptions(eventKeys.pass(eventId), (options) =>
      getData<EventPass>(`/events/${eventId}/pass`, options),
    ),
    staleTime: 0,
    gcTime: 0,
  });

/** GET /events/{id}/checkin/code: the event code the organiser reads aloud. */
export const eventCodeQueryOptions = (eventId: number) =>
  queryOptions({
    ...readQueryOptions(eventKeys.code(eventId), (options) =>
      getData<EventCode>(`/events/${eventId}/checkin/code`, options),
    ),
    staleTime: 0,
    gcTime: 0,
  });

export type AttendeesPage = Page<Attendee> & { summary: AttendeesSummary | null };

/** GET /events/{id}/attendees, one page (`page` from 1). */
export async function fetchAttendees(
  eventId: number,
  page: number,
  perPage: number,
  options: { signal?: AbortSignal; retry?: boolean } = {},
): Promise<AttendeesPage> {
  const result = await getPage<Attendee>(`/events/${eventId}/attendees`, {
    ...options,
    params: { page, perPage },
  });
  const meta = result.meta as typeof result.meta & { summary?: AttendeesSummary };
  return { ...result, summary: meta.summary ?? null };
}

/** The most attendees a page holds (the server's cap on perPage). */
const ATTENDEES_PAGE = 100;

/** The attendees as organisers see them: the first 100, confirmed first (an event holds up to
 *  100,000: the export reads every page). */
export const attendeesQueryOptions = (eventId: number) =>
  readQueryOptions(eventKeys.attendees(eventId), (options) =>
    fetchAttendees(eventId, 1, ATTENDEES_PAGE, options),
  );

/** Every attendee, page after page (the registrants' export). */
export async function fetchAllAttendees(eventId: number): Promise<Attendee[]> {
  const all: Attendee[] = [];
  for (let page = 1; page <= 1_000; page += 1) {
    const result = await fetchAttendees(eventId, page, ATTENDEES_PAGE);
    all.push(...result.items);
    if (all.length >= (result.meta.total ?? 0) || result.items.length === 0) break;
  }
  return all;
}

/** After any write: every cached event read is stale. */
const refreshEvents = (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: MutationFunctionContext,
) => client.invalidateQueries({ queryKey: EVENTS });

/** POST /events/{id}/rsvp: 409 registration_closed, maybe_not_allowed or not_enough_places,
 *  422 invalid_answers (or on guests / option). `option` answers a custom option of the event. */
export const rsvpMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (body: {
      response?: EventResponse;
      option?: string;
      guests?: number;
      answers?: Answers;
    }) => sendData<Registration>('POST', `/events/${eventId}/rsvp`, body),
    onSuccess: refreshEvents,
  });

/** POST /events/{id}/confirm or /decline: the offered place (409 no_offer, offer_expired). */
export const offerMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (action: 'confirm' | 'decline') =>
      sendData<Registration>('POST', `/events/${eventId}/${action}`),
    onSuccess: refreshEvents,
  });

/** POST /events/{id}/checkin {pass}: the organiser checks a pass (422 invalid_pass). */
export const checkinMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (pass: string) =>
      sendData<EventCheckin>('POST', `/events/${eventId}/checkin`, { pass }),
    onSuccess: refreshEvents,
  });

/** POST /events/{id}/self_checkin {code}: the attendee types the event code (422
 *  invalid_code, 429 too_many_attempts). */
export const selfCheckinMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: (code: string) =>
      sendData<EventCheckin>('POST', `/events/${eventId}/self_checkin`, { code }),
    onSuccess: refreshEvents,
  });

/** POST /events/calendar/token: a new personal feed (the previous one stops working). */
export const calendarTokenMutation = () =>
  mutationOptions({
    mutationFn: () => sendData<CalendarFeed>('POST', '/events/calendar/token'),
  });

/** GET /events/{id}/ics: the event as a calendar file. */
export const icsMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: () => getBlob(`/events/${eventId}/ics`),
  });
