// The signed-in calls of the complaints channel (api/modules/complaints.yaml): the identified
// intake, the caller's role, the handlers' cases and one case with every action on it, the
// dossier and the log's verification, and the statistics. Through the shared client (the
// session's token); the anonymous route is api/anonymous.ts.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getBlob, getData, getPage, sendData, type RequestOptions } from '@/api/client';
import type { Page } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type ComplaintKind = Schemas['ComplaintKind'];
export type ComplaintStage = Schemas['ComplaintStage'];
export type ComplaintIntake = Schemas['ComplaintIntake'];
export type ComplaintRole = Schemas['ComplaintRole'];
export type ComplaintCase = Schemas['ComplaintCase'];
export type ComplaintCaseDetail = Schemas['ComplaintCaseDetail'];
export type ComplaintDeadline = Schemas['ComplaintDeadline'];
export type ComplaintMessage = Schemas['ComplaintMessage'];
export type ComplaintNote = Schemas['ComplaintNote'];
export type ComplaintPersonRole = Schemas['ComplaintPersonRole'];
export type ComplaintLogVerification = Schemas['ComplaintLogVerification'];
export type ComplaintStatistics = Schemas['ComplaintStatistics'];
export type ComplaintStatCell = Schemas['ComplaintStatCell'];
export type ComplaintReceipt = Schemas['ComplaintReceipt'];
export type ComplaintVerbalIntake = Schemas['ComplaintVerbalIntake'];
export type EvidenceType = Schemas['ComplaintEvidenceInput']['content_type'];
export type Milestone = 'notified' | 'dt_notice' | 'dt_deposit' | 'resguardo_adopted';

export type CaseFilter = {
  stage: ComplaintStage | '';
  kind: ComplaintKind | '';
  archived: boolean;
  assigned: boolean;
  page: number;
  perPage: number;
};

const ROOT = keyRoots.complaints;

export const complaintKeys = {
  all: () => ROOT,
  role: () => [...ROOT, 'role'] as const,
  lists: () => [...ROOT, 'list'] as const,
  list: (filter: CaseFilter) => [...ROOT, 'list', filter] as const,
  one: (caseId: number) => [...ROOT, 'one', caseId] as const,
  statistics: (period: string) => [...ROOT, 'statistics', period] as const,
  form: () => [...ROOT, 'form'] as const,
};

/** POST /complaints: the signed-in intake (identified, or anonymous with the session read). */
export const submitIdentified = (input: ComplaintIntake) =>
  sendData<ComplaintReceipt>('POST', '/complaints', input);

/** POST /complaints/cases: a handler's verbal intake (the acta); the answer names the case. */
export const submitVerbal = (input: ComplaintVerbalIntake) =>
  sendData<ComplaintReceipt>('POST', '/complaints/cases', input);

export const roleQueryOptions = () =>
  readQueryOptions(complaintKeys.role(), (options) =>
    getData<ComplaintRole>('/complaints/me', options),
  );

export const fetchCases = (filter: CaseFilter, options: RequestOptions = {}) =>
  getPage<ComplaintCase>('/complaints/cases', {
    ...options,
    params: {
      stage: filter.stage || undefined,
      kind: filter.kind || undefined,
      archived: filter.archived ? 1 : 0,
      assigned: filter.assigned ? 1 : undefined,
      page: filter.page + 1,
      perPage: filter.perPage,
    },
  });

export const casesQueryOptions = (filter: CaseFilter) =>
  readQueryOptions<Page<ComplaintCase>, ReturnType<typeof complaintKeys.list>>(
    complaintKeys.list(filter),
    (options) => fetchCases(filter, options),
  );

export const caseQueryOptions = (caseId: number) => ({
  ...readQueryOptions(complaintKeys.one(caseId), (options) =>
    getData<ComplaintCaseDetail>(`/complaints/cases/${caseId}`, options),
  ),
  // Every open is recorded (the reporter sees the count of readers): no reads behind the
  // person's back when the window regains focus.
  refetchOnWindowFocus: false,
  staleTime: 60_000,
});

/** A write that answers the case: the cache gets the new case, the lists are read again. */
function caseWrite<V>(
  queryClient: QueryClient,
  caseId: number,
  write: (variables: V) => Promise<ComplaintCaseDetail>,
) {
  return mutationOptions({
    mutationFn: write,
    onSuccess: (detail: ComplaintCaseDetail) => {
      queryClient.setQueryData(complaintKeys.one(caseId), detail);
      void queryClient.invalidateQueries({ queryKey: complaintKeys.lists() });
    },
  });
}

/** A write that answers something else: the case is read again. */
function caseAddition<V, R>(
  queryClient: QueryClient,
  caseId: number,
  write: (variables: V) => Promise<R>,
) {
  return mutationOptions({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.one(caseId) }),
  });
}

const path = (caseId: number, rest = '') => `/complaints/cases/${caseId}${rest}`;

export const caseMutations = (queryClient: QueryClient, caseId: number) => ({
  assign: caseWrite(queryClient, caseId, (userIds: number[]) =>
    sendData<ComplaintCaseDetail>('POST', path(caseId, '/assign'), { user_ids: userIds }),
  ),
  people: caseWrite(
    queryClient,
    caseId,
    (people: { user_id: number; role: ComplaintPersonRole }[]) =>
      sendData<ComplaintCaseDetail>('POST', path(caseId, '/people'), { people }),
  ),
  stage: caseWrite(queryClient, caseId, (input: { stage: ComplaintStage; detail: string }) =>
    sendData<ComplaintCaseDetail>('POST', path(caseId, '/stage'), input),
  ),
  milestone: caseWrite(queryClient, caseId, (input: { kind: Milestone; detail: string }) =>
    sendData<ComplaintCaseDetail>('POST', path(caseId, '/milestones'), input),
  ),
  measure: caseWrite(
    queryClient,
    caseId,
    (input: { title: string; description: string; assignee_id: number; due_day: string | null }) =>
      sendData<ComplaintCaseDetail>('POST', path(caseId, '/measures'), input),
  ),
  report: caseWrite(queryClient, caseId, (text: string) =>
    sendData<ComplaintCaseDetail>('POST', path(caseId, '/report'), { text }),
  ),
  archive: caseWrite(queryClient, caseId, () =>
    sendData<ComplaintCaseDetail>('POST', path(caseId, '/archive')),
  ),
  message: caseAddition(queryClient, caseId, (body: string) =>
    sendData<ComplaintMessage>('POST', path(caseId, '/messages'), { body }),
  ),
  note: caseAddition(queryClient, caseId, (body: string) =>
    sendData<ComplaintNote>('POST', path(caseId, '/notes'), { body }),
  ),
  evidence: caseAddition(
    queryClient,
    caseId,
    (input: { file_name: string; content_type: EvidenceType; data_base64: string }) =>
      sendData<unknown>('POST', path(caseId, '/evidence'), input, { timeout: 120_000 }),
  ),
});

export const verifyLog = (caseId: number) =>
  getData<ComplaintLogVerification>(path(caseId, '/log/verify'));

export const downloadDossier = (caseId: number, includeContent: boolean) =>
  getBlob(path(caseId, '/dossier.pdf'), {
    params: { include_content: includeContent ? 1 : 0 },
    timeout: 120_000,
  });

export const downloadActa = (caseId: number) =>
  getBlob(path(caseId, '/acta.pdf'), { timeout: 120_000 });

export const downloadEvidence = (caseId: number, evidenceId: number) =>
  getBlob(path(caseId, `/evidence/${evidenceId}`), { timeout: 120_000 });

export const statisticsQueryOptions = (period: string) =>
  readQueryOptions(complaintKeys.statistics(period), (options) =>
    getData<ComplaintStatistics>('/complaints/statistics', {
      ...options,
      params: { period: period || undefined },
    }),
  );
