// The console's programs (api/modules/programs.yaml, manage=true): every program the caller
// manages (admins: all; owners: theirs) in any status, creating and editing one with its actions,
// its lifecycle (activate, pause/resume, close, delete), assigning it with a due day, its
// submissions (approve or reject one), its assignments and its figures. Every write reloads the
// console's reads and the person's (a program's page shows what changed).
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import type {
  Program,
  ProgramDetail,
  ProgramSubmission,
  ProgramSubmissionStatus,
} from './programs';
import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type ProgramInput = Schemas['ProgramInput'];
export type ProgramActionInput = Schemas['ProgramActionInput'];
export type ProgramAudience = Schemas['ProgramAudience'];
export type ProgramAssignInput = Schemas['ProgramAssignInput'];
export type ProgramAssignment = Schemas['ProgramAssignment'];
export type ProgramStats = Schemas['ProgramStats'];
export type AssignResult = { assigned: number; updated: number; total: number };

/** A lifecycle step and its call. */
export type LifecycleStep = 'activate' | 'toggle' | 'close' | 'deleted';

export const ADMIN_PAGE_SIZE = 20;

const ROOT = keyRoots.adminPrograms;
const PERSON_ROOT = keyRoots.programs;

export const adminProgramKeys = {
  all: () => ROOT,
  list: (page: number, perPage: number) => [...ROOT, 'list', page, perPage] as const,
  one: (programId: number) => [...ROOT, 'one', programId] as const,
  submissions: (programId: number, status: ProgramSubmissionStatus | null, page: number) =>
    [...ROOT, 'one', programId, 'submissions', status, page] as const,
  assignments: (programId: number, page: number) =>
    [...ROOT, 'one', programId, 'assignments', page] as const,
  stats: (programId: number) => [...ROOT, 'one', programId, 'stats'] as const,
};

/** GET /program?manage=true: the programs the caller manages, new first, every status. */
export const managedProgramsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminProgramKeys.list(page, perPage), (options) =>
      getPage<Program>('/program', {
        ...options,
        params: { manage: true, page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /program/{id}: the program with every action (archived ones last). */
export const managedProgramQueryOptions = (programId: number) =>
  readQueryOptions(adminProgramKeys.one(programId), (options: RequestOptions) =>
    getData<ProgramDetail>(`/program/${programId}`, options),
  );

export const programSubmissionsQueryOptions = (
  programId: number,
  status: ProgramSubmissionStatus | null,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminProgramKeys.submissions(programId, status, page), (options) =>
      getPage<ProgramSubmission>(`/program/${programId}/submissions`, {
        ...options,
        params: { status: status ?? undefined, page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const programAssignmentsQueryOptions = (programId: number, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminProgramKeys.assignments(programId, page), (options) =>
      getPage<ProgramAssignment>(`/program/${programId}/assignments`, {
        ...options,
        params: { page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const programStatsQueryOptions = (programId: number) =>
  readQueryOptions(adminProgramKeys.stats(programId), (options) =>
    getData<ProgramStats>(`/program/${programId}/stats`, options),
  );

/** The console's reads and the person's, after any write. */
const reload = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: PERSON_ROOT }),
  ]);

/** POST /program (201, a draft put first) or POST /program/edit (id in the body). 422
 *  invalid_program names every bad field; 409 invalid_status for a closed one. */
export const saveProgramMutation = (programId: number | null) =>
  mutationOptions({
    mutationFn: (input: ProgramInput) =>
      programId === null
        ? sendData<ProgramDetail>('POST', '/program', input, { retry: false })
        : sendData<ProgramDetail>(
            'POST',
            '/program/edit',
            { ...input, id: programId },
            { retry: false },
          ),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /program/activate | toggle | close | deleted {id}. */
export const lifecycleMutation = () =>
  mutationOptions({
    mutationFn: ({ step, programId }: { step: LifecycleStep; programId: number }) =>
      sendData<unknown>('POST', `/program/${step}`, { id: programId }, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /program/assign: idempotent per person; 422 invalid_program when it names nobody. */
export const assignMutation = () =>
  mutationOptions({
    mutationFn: (input: ProgramAssignInput) =>
      sendData<AssignResult>('POST', '/program/assign', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /program/submission/{id}/approve | reject: the same rules as the approvals inbox. */
export const decideSubmissionMutation = () =>
  mutationOptions({
    mutationFn: ({
      submissionId,
      decision,
      reason,
    }: {
      submissionId: number;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      sendData<ProgramSubmission>(
        'POST',
        `/program/submission/${submissionId}/${decision}`,
        decision === 'reject' ? { reason } : {},
        { retry: false },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });
