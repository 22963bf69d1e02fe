// Programs as a person takes part in them (api/modules/programs.yaml): the lists of /programs
// (mine: assigned or where I sent evidence; the others open to me), one program with its actions
// in my state, its leaderboard and activity, my submissions, and sending evidence. Sending
// reloads the program and the lists; a refusal too (the state may have moved).
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Program = Schemas['Program'];
export type ProgramDetail = Schemas['ProgramDetail'];
export type ProgramAction = Schemas['ProgramAction'];
export type ProgramActionState = Schemas['ProgramActionState'];
export type ProgramEvidence = Schemas['ProgramEvidence'];
export type ProgramRecurrence = Schemas['ProgramRecurrence'];
export type ProgramStatus = Schemas['ProgramStatus'];
export type ProgramSubmission = Schemas['ProgramSubmission'];
export type ProgramSubmissionStatus = Schemas['ProgramSubmissionStatus'];
export type ProgramLeaderboard = Schemas['ProgramLeaderboard'];
export type ProgramLeaderboardEntry = Schemas['ProgramLeaderboardEntry'];
export type ProgramActivity = Schemas['ProgramActivity'];
export type ProgramSubmitInput = Schemas['ProgramSubmitInput'];

export const PROGRAM_EVIDENCE: readonly ProgramEvidence[] = [
  'none',
  'text',
  'photo',
  'file',
  'link',
];
export const PROGRAM_RECURRENCES: readonly ProgramRecurrence[] = [
  'once',
  'daily',
  'weekly',
  'monthly',
  'unlimited',
];
export const PROGRAM_STATUSES: readonly ProgramStatus[] = ['draft', 'active', 'paused', 'closed'];
export const SUBMISSION_STATUSES: readonly ProgramSubmissionStatus[] = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
];

/** The contract's limits. */
export const PROGRAM_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  instructionsMax: 2000,
  textMax: 2000,
  linkMax: 2000,
  pointsMax: 100_000,
  perPersonMax: 1000,
  actionsMax: 50,
  ownersMax: 20,
  reasonMax: 500,
} as const;

/** /programs shows this many programs in each list a page. */
export const PROGRAMS_PAGE_SIZE = 12;
export const ACTIVITY_PAGE_SIZE = 10;

const ROOT = keyRoots.programs;

/** Which of /programs' lists: mine (assigned or where I sent evidence) or every one open to me. */
export type ProgramsList = 'mine' | 'all';

export const programKeys = {
  all: () => ROOT,
  list: (list: ProgramsList, page: number) => [...ROOT, 'list', list, page] as const,
  one: (programId: number) => [...ROOT, 'one', programId] as const,
  leaderboard: (programId: number, department: number | null) =>
    [...ROOT, 'one', programId, 'leaderboard', department] as const,
  activity: (programId: number, page: number) =>
    [...ROOT, 'one', programId, 'activity', page] as const,
};

/** GET /program?mine=: the programs the person takes part in, new first (mine: assigned first by
 *  due day). `page` counts from 0 here. */
export const fetchPrograms = (list: ProgramsList, page: number, options: RequestOptions = {}) =>
  getPage<Program>('/program', {
    ...options,
    params: {
      mine: list === 'mine' ? true : undefined,
      page: page + 1,
      perPage: PROGRAMS_PAGE_SIZE,
    },
  });

export const programsQueryOptions = (list: ProgramsList, page: number) =>
  queryOptions({
    ...readQueryOptions(programKeys.list(list, page), (options) =>
      fetchPrograms(list, page, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /program/{id}: the program with its actions in the caller's state and their latest
 *  submissions. 404 for one they may not see. */
export const programQueryOptions = (programId: number) =>
  readQueryOptions(programKeys.one(programId), (options) =>
    getData<ProgramDetail>(`/program/${programId}`, options),
  );

/** GET /program/{id}/leaderboard?department=: the top 10, my place and the person just ahead. */
export const leaderboardQueryOptions = (programId: number, department: number | null) =>
  queryOptions({
    ...readQueryOptions(programKeys.leaderboard(programId, department), (options) =>
      getData<ProgramLeaderboard>(`/program/${programId}/leaderboard`, {
        ...options,
        params: { department: department ?? undefined },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /program/{id}/activity: the approved submissions people shared, newest first. */
export const activityQueryOptions = (programId: number, page: number) =>
  queryOptions({
    ...readQueryOptions(programKeys.activity(programId, page), (options) =>
      getPage<ProgramActivity>(`/program/${programId}/activity`, {
        ...options,
        params: { page: page + 1, perPage: ACTIVITY_PAGE_SIZE },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** Every read of the person's programs again (after sending evidence, or a live hint). */
export const refreshPrograms = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ROOT });

/** POST /program/submit (201): pending (or approved at once for auto-approved actions). 409
 *  program_not_open, action_not_open, prerequisite_pending, limit_reached,
 *  pending_submission_exists; 422 invalid_evidence (details.fields), attachment_not_found; 403
 *  not_in_audience. Never retried. */
export const submitMutation = () =>
  mutationOptions({
    mutationFn: (input: ProgramSubmitInput) =>
      sendData<ProgramSubmission>('POST', '/program/submit', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => refreshPrograms(client),
  });

export type DepartmentOption = { id: number; name: string };

/** GET /departments: the departments a leaderboard may be narrowed to. */
export const departmentsQueryOptions = () =>
  readQueryOptions([...ROOT, 'departments'] as const, (options) =>
    getData<DepartmentOption[]>('/departments', options),
  );
