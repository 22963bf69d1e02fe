// The console's side of performance evaluations (api/modules/evaluations.yaml, /org/evaluations,
// admins): the default templates, the cycles (list, one, create, edit, delete a draft), each
// direction's form (texts only once launched), the participants (add, remove, reopen a review,
// reassign the leader), the phases (launch, advance), reminders, the progress workbook, the
// calibration (the 9-box, moving a person with a reason, the rating history) and sharing the
// calibrated packets. Every change reads the cycle's lists again.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { apiClient, getBlob, getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { FormDefinition, LocalText } from '@/lib/forms/types';

import { keyRoots } from '../api/query-keys';

import type {
  AddParticipantsResult,
  CalibrationView,
  Cycle,
  CycleDetail,
  CycleForm,
  CycleInput,
  CyclePatch,
  Direction,
  HistoryEntry,
  PacketStatus,
  Participant,
  ParticipantsInput,
  Phase,
  RatingInput,
  RemindResult,
  ShareResult,
  Templates,
} from './types';

const ROOT = keyRoots.adminEvaluations;

export type ParticipantFilters = {
  status: PacketStatus | null;
  q: string;
  page: number;
  perPage: number;
};

export const adminEvaluationKeys = {
  all: () => ROOT,
  templates: () => [...ROOT, 'templates'] as const,
  cycles: (status: Phase | null, page: number, perPage: number) =>
    [...ROOT, 'cycles', { status, page, perPage }] as const,
  cycle: (id: number) => [...ROOT, 'cycle', id] as const,
  participants: (id: number, filters: ParticipantFilters) =>
    [...ROOT, 'cycle', id, 'participants', filters] as const,
  calibration: (id: number, leaderId: number | null) =>
    [...ROOT, 'cycle', id, 'calibration', { leaderId }] as const,
  history: (participantId: number) => [...ROOT, 'history', participantId] as const,
  orgForms: () => [...ROOT, 'orgForms'] as const,
};

/** Anything done to a cycle changes its lists, counts and status lines: all read again. */
const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: ROOT });

/** GET /org/evaluations/templates: the default form of each direction. */
export const templatesQueryOptions = () =>
  readQueryOptions(adminEvaluationKeys.templates(), (options) =>
    getData<Templates>('/org/evaluations/templates', options),
  );

/** A form of the organisation's list (GET /org/forms). */
export type OrgFormSummary = {
  form_id: string;
  version: number;
  title: LocalText;
  questions: number;
};

/** GET /org/forms: the organisation's forms (the first hundred, newest first) to copy from. */
export const orgFormsQueryOptions = () =>
  readQueryOptions(adminEvaluationKeys.orgForms(), (options) =>
    getPage<OrgFormSummary>('/org/forms', { ...options, params: { page: 1, perPage: 100 } }),
  );

/** GET /org/forms/{form_id}: an admin-built form to start a direction's form from. */
export const fetchOrgForm = (formId: string, options: RequestOptions = {}) =>
  getData<{ definition: FormDefinition }>(`/org/forms/${encodeURIComponent(formId)}`, options);

/** GET /org/evaluations/cycles: a page of cycles, newest first. `page` counts from 0 here. */
export const cyclesQueryOptions = (status: Phase | null, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminEvaluationKeys.cycles(status, page, perPage), (options) =>
      getPage<Cycle>('/org/evaluations/cycles', {
        ...options,
        params: { page: page + 1, perPage, ...(status && { status }) },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/evaluations/cycles/{id}: the cycle with each direction's form. */
export const cycleQueryOptions = (id: number) =>
  readQueryOptions(adminEvaluationKeys.cycle(id), (options) =>
    getData<CycleDetail>(`/org/evaluations/cycles/${id}`, options),
  );

export type CycleSave = {
  /** The cycle to change; null for a new one. */
  id: number | null;
  body: CycleInput | CyclePatch;
  /** People to add once it is saved. */
  participants: ParticipantsInput | null;
};

/** What a save did: the cycle as kept, and the addition of participants (its summary, or its
 *  failure: the cycle is saved either way, and the people typed stay in the editor). */
export type CycleSaved = {
  cycle: CycleDetail;
  added: AddParticipantsResult | null;
  addError: unknown;
};

/** Saves the editor: POST (a new draft) or PATCH the cycle, then adds the participants given. */
export const saveCycleMutation = () =>
  mutationOptions({
    mutationFn: async ({ id, body, participants }: CycleSave): Promise<CycleSaved> => {
      const cycle =
        id === null
          ? await sendData<CycleDetail>('POST', '/org/evaluations/cycles', body)
          : await sendData<CycleDetail>('PATCH', `/org/evaluations/cycles/${id}`, body);
      if (!participants) return { cycle, added: null, addError: null };
      try {
        const added = await sendData<AddParticipantsResult>(
          'POST',
          `/org/evaluations/cycles/${cycle.id}/participants`,
          participants,
        );
        return { cycle, added, addError: null };
      } catch (addError) {
        return { cycle, added: null, addError };
      }
    },
    onSuccess: async ({ cycle }, _input, _result, { client }) => {
      client.setQueryData(adminEvaluationKeys.cycle(cycle.id), cycle);
      await refresh(client);
    },
  });

/** DELETE /org/evaluations/cycles/{id}: drafts only. */
export const deleteCycleMutation = () =>
  mutationOptions({
    mutationFn: async (id: number) => {
      await apiClient.delete<null>(`/org/evaluations/cycles/${id}`);
    },
    onSuccess: (_done, _id, _result, { client }) => refresh(client),
  });

/** PUT /org/evaluations/cycles/{id}/forms/{direction}: a new version of a direction's form; once
 *  launched only its texts may change (409 form_structure_locked). */
export const saveFormMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ direction, form }: { direction: Direction; form: FormDefinition }) =>
      sendData<CycleForm>('PUT', `/org/evaluations/cycles/${id}/forms/${direction}`, { form }),
    onSuccess: (_saved, _input, _result, { client }) => refresh(client),
  });

/** POST /org/evaluations/cycles/{id}/launch: 422 no_participants without any. */
export const launchMutation = () =>
  mutationOptions({
    mutationFn: (id: number) =>
      sendData<CycleDetail>('POST', `/org/evaluations/cycles/${id}/launch`),
    onSuccess: (_cycle, _id, _result, { client }) => refresh(client),
  });

/** POST /org/evaluations/cycles/{id}/advance {to}: the next phase only (409
 *  invalid_transition). */
export const advanceMutation = () =>
  mutationOptions({
    mutationFn: ({ id, to }: { id: number; to: Phase }) =>
      sendData<CycleDetail>('POST', `/org/evaluations/cycles/${id}/advance`, { to }),
    onSuccess: (_cycle, _input, _result, { client }) => refresh(client),
  });

/** POST /org/evaluations/cycles/{id}/remind: how many people were reminded; 429
 *  remind_too_soon within the hour. */
export const remindMutation = () =>
  mutationOptions({
    mutationFn: (id: number) =>
      sendData<RemindResult>('POST', `/org/evaluations/cycles/${id}/remind`),
  });

/** GET /org/evaluations/cycles/{id}/export: the progress workbook. */
export const exportMutation = (id: number) =>
  mutationOptions({
    mutationFn: (): Promise<Blob> =>
      getBlob(`/org/evaluations/cycles/${id}/export`, { timeout: 120_000 }),
  });

/** GET /org/evaluations/cycles/{id}/participants: a page of participants. */
export const participantsQueryOptions = (id: number, filters: ParticipantFilters) =>
  queryOptions({
    ...readQueryOptions(adminEvaluationKeys.participants(id, filters), (options) =>
      getPage<Participant>(`/org/evaluations/cycles/${id}/participants`, {
        ...options,
        params: {
          page: filters.page + 1,
          perPage: filters.perPage,
          ...(filters.status && { status: filters.status }),
          ...(filters.q.trim() && { q: filters.q.trim() }),
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /org/evaluations/cycles/{id}/participants: who was added, who already was, and the
 *  e-mails nobody of the organisation has. */
export const addParticipantsMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: ParticipantsInput) =>
      sendData<AddParticipantsResult>('POST', `/org/evaluations/cycles/${id}/participants`, input),
    onSuccess: (_result, _input, _context, { client }) => refresh(client),
  });

/** DELETE /org/evaluations/participants/{pid}: drafts only. */
export const removeParticipantMutation = () =>
  mutationOptions({
    mutationFn: async (participantId: number) => {
      await apiClient.delete<null>(`/org/evaluations/participants/${participantId}`);
    },
    onSuccess: (_done, _id, _result, { client }) => refresh(client),
  });

/** POST /org/evaluations/reviews/{rid}/reopen {reason}: a submitted self or leader review back
 *  to draft (409 packet_shared once the packet was shared). */
export const reopenReviewMutation = () =>
  mutationOptions({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: string }) =>
      sendData<unknown>('POST', `/org/evaluations/reviews/${reviewId}/reopen`, { reason }),
    onSuccess: (_done, _input, _result, { client }) => refresh(client),
  });

/** PUT /org/evaluations/participants/{pid}/leader {leader_id}: 409 review_submitted while the
 *  leader review is submitted (reopen it first). */
export const reassignLeaderMutation = () =>
  mutationOptions({
    mutationFn: ({ participantId, leaderId }: { participantId: number; leaderId: number }) =>
      sendData<Participant>('PUT', `/org/evaluations/participants/${participantId}/leader`, {
        leader_id: leaderId,
      }),
    onSuccess: (_done, _input, _result, { client }) => refresh(client),
  });

/** GET /org/evaluations/cycles/{id}/calibration: the 9-box, the unrated and the distribution
 *  (of one leader's people when `leaderId` is given). */
export const calibrationQueryOptions = (id: number, leaderId: number | null) =>
  queryOptions({
    ...readQueryOptions(adminEvaluationKeys.calibration(id, leaderId), (options) =>
      getData<CalibrationView>(`/org/evaluations/cycles/${id}/calibration`, {
        ...options,
        params: { ...(leaderId !== null && { leader_id: leaderId }) },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** PUT /org/evaluations/participants/{pid}/rating: calibration only; 422 names the reason. */
export const rateMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: (input: RatingInput) =>
      sendData<Participant>('PUT', `/org/evaluations/participants/${participantId}/rating`, input),
    onSuccess: (_done, _input, _result, { client }) => refresh(client),
  });

/** GET /org/evaluations/participants/{pid}/history: the rating rows, oldest first. */
export const historyQueryOptions = (participantId: number) =>
  readQueryOptions(adminEvaluationKeys.history(participantId), (options) =>
    getData<HistoryEntry[]>(`/org/evaluations/participants/${participantId}/history`, options),
  );

/** POST /org/evaluations/cycles/{id}/share: every calibrated packet, or the ones listed. */
export const shareMutation = (id: number) =>
  mutationOptions({
    mutationFn: (participantIds: number[] | null) =>
      sendData<ShareResult>(
        'POST',
        `/org/evaluations/cycles/${id}/share`,
        participantIds ? { participant_ids: participantIds } : {},
      ),
    onSuccess: (_done, _input, _result, { client }) => refresh(client),
  });
