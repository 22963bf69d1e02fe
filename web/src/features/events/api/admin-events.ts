// The console's side of events (the same calls, manage=1): the events the caller may edit in any
// status, creating, editing, publishing, and deleting (cancelling one with registrations).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { eventKeys } from './events';
import { keyRoots } from './query-keys';
import type { EventDetail, EventInput, EventPatch, EventStatus, EventSummary } from './types';

export const MANAGE_PAGE_SIZE = 20;

/** GET /events?manage=1: every event the caller may edit, in any status or one. */
export const manageEventsQueryOptions = (status: EventStatus | '', page: number) =>
  queryOptions({
    ...readQueryOptions(eventKeys.manage(status, page), (options) =>
      getPage<EventSummary>('/events', {
        ...options,
        params: {
          manage: 1,
          ...(status ? { status } : {}),
          page: page + 1,
          perPage: MANAGE_PAGE_SIZE,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

const refresh = {
  onSuccess: (
    _data: unknown,
    _variables: unknown,
    _result: unknown,
    context: {
      client: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => unknown };
    },
  ) => context.client.invalidateQueries({ queryKey: keyRoots.events }),
};

/** POST /events (draft, or published with publish) or PATCH /events/{id}: 422 invalid_event
 *  with fields, invalid_form for the questions; 409 capacity_below_registrations. */
export const saveEventMutation = (eventId: number | null) =>
  mutationOptions({
    mutationFn: (body: EventInput | EventPatch) =>
      eventId === null
        ? sendData<EventDetail>('POST', '/events', body)
        : sendData<EventDetail>('PATCH', `/events/${eventId}`, body),
    ...refresh,
  });

/** POST /events/{id}/publish: 409 invalid_status, event_ended. */
export const publishEventMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: () => sendData<EventDetail>('POST', `/events/${eventId}/publish`),
    ...refresh,
  });

/** DELETE /events/{id}: deleted, or cancelled when people registered. */
export const deleteEventMutation = (eventId: number) =>
  mutationOptions({
    mutationFn: () =>
      sendData<{ outcome: 'deleted' | 'cancelled' }>('DELETE', `/events/${eventId}`),
    ...refresh,
  });

export type CommunicationGroup = { id: number; name: string };

/** GET /communication/groups: the communication groups an audience may name. */
export const communicationGroupsQueryOptions = () =>
  readQueryOptions([...keyRoots.events, 'groups'] as const, (options) =>
    getData<CommunicationGroup[]>('/communication/groups', options),
  );

/** A survey the post-event link may name (the surveys module's GET /org/surveys, admins). */
export type LinkableSurvey = components['schemas']['AdminSurvey'];

/** GET /org/surveys: the organisation's surveys (the newest 100), for the post-event survey. */
export const linkableSurveysQueryOptions = () =>
  readQueryOptions([...keyRoots.events, 'surveys'] as const, (options) =>
    getPage<LinkableSurvey>('/org/surveys', { ...options, params: { page: 1, perPage: 100 } }),
  );
