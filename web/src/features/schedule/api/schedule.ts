// Working hours (api/modules/schedule.yaml): a person's hours as their profile shows them, and the
// console's schedules (create, change, make default, delete or archive) and their assignment to
// people or a whole department.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type WorkSchedule = Schemas['WorkSchedule'];
export type WorkWeek = Schemas['WorkWeek'];
export type WorkInterval = Schemas['WorkInterval'];
export type WorkScheduleInput = Schemas['WorkScheduleInput'];
export type WorkScheduleEdit = Schemas['WorkScheduleEdit'];
export type WorkScheduleAssignment = Schemas['WorkScheduleAssignment'];
export type PersonHours = Schemas['PersonHours'];

/** The contract's limits. */
export const SCHEDULE_LIMITS = { nameMax: 80, intervalsPerDay: 2 } as const;

export const scheduleKeys = {
  person: (userId: number) => [...keyRoots.workingHours, userId] as const,
  list: () => [...keyRoots.schedulesAdmin, 'list'] as const,
};

/** GET /schedule/people/{id}: a person's working hours and whether they are at work now. */
export const personHoursQueryOptions = (userId: number) =>
  readQueryOptions(scheduleKeys.person(userId), (options) =>
    getData<PersonHours>(`/schedule/people/${userId}`, options),
  );

/** GET /org/schedules: every schedule with its people count (admins). */
export const schedulesQueryOptions = () =>
  readQueryOptions(scheduleKeys.list(), (options) =>
    getData<WorkSchedule[]>('/org/schedules', options),
  );

/** Everything showing schedules reloads after a change. */
const refreshAll = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: keyRoots.schedulesAdmin }),
    client.invalidateQueries({ queryKey: keyRoots.workingHours }),
  ]);

/** POST /org/schedules (new) or PATCH /org/schedules/{id}. */
export const saveScheduleMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (input: WorkScheduleInput) =>
      id === null
        ? sendData<WorkSchedule>('POST', '/org/schedules', input)
        : sendData<WorkSchedule>('PATCH', `/org/schedules/${id}`, input satisfies WorkScheduleEdit),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

/** PATCH /org/schedules/{id} with a part: make it the default, archive or restore it. */
export const changeScheduleMutation = () =>
  mutationOptions({
    mutationFn: ({ id, change }: { id: number; change: WorkScheduleEdit }) =>
      sendData<WorkSchedule>('PATCH', `/org/schedules/${id}`, change),
    onSuccess: (_saved, _input, _context, { client }) => refreshAll(client),
  });

export type ScheduleRemoval = { deleted: boolean; schedule: WorkSchedule | null };

/** DELETE /org/schedules/{id}: deleted, or archived when people follow it. */
export const removeScheduleMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<ScheduleRemoval>('DELETE', `/org/schedules/${id}`),
    onSuccess: (_removed, _input, _context, { client }) => refreshAll(client),
  });

/** POST /org/schedules/assign: listed people or a whole department, in one go. */
export const assignScheduleMutation = () =>
  mutationOptions({
    mutationFn: (assignment: WorkScheduleAssignment) =>
      sendData<{ assigned: number }>('POST', '/org/schedules/assign', assignment),
    onSuccess: (_assigned, _input, _context, { client }) => refreshAll(client),
  });
