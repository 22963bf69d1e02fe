// The console's side of surveys (api/modules/surveys.yaml, /org/surveys): the list, one survey
// with its questions, saving, the lifecycle (activate or schedule, pause and resume, close,
// archive, remind), the privacy preview (of a saved survey, or of an audience not saved yet), the
// results, the trend across cycles and the workbook, and the action plans. Every change reads the
// list and the survey again.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { apiClient, getBlob, getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { FormLanguage } from '@/lib/forms/localize';
import type { FormDefinition, LocalText } from '@/lib/forms/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type SurveyStatus = Schemas['SurveyStatus'];
export type Recurrence = Schemas['SurveyRecurrence'];
export const RECURRENCES: readonly Recurrence[] = ['none', 'weekly', 'biweekly', 'monthly'];
export type SurveyAudience = Schemas['SurveyAudience'];
export type AdminSurvey = Omit<Schemas['AdminSurvey'], 'title' | 'description'> & {
  title: LocalText;
  description?: LocalText;
};
/** A survey with its questions' latest version (its definition in lib/forms' shape). */
export type AdminSurveyDetail = AdminSurvey & {
  form: Omit<Schemas['FormVersion'], 'definition'> & { definition: FormDefinition };
};
export type SurveyInput = Omit<Schemas['SurveyInput'], 'form' | 'title' | 'description'> & {
  title: LocalText;
  description?: LocalText;
  form: Omit<FormDefinition, 'form_id'> & { form_id?: string };
};
export type PrivacyPreview = Schemas['SurveyPrivacyPreview'];
export type Dimension = 'department' | 'country' | 'tenure';
export const DIMENSIONS: readonly Dimension[] = ['department', 'country', 'tenure'];
export type SurveyResults = Schemas['SurveyResults'];
export type ResultRow = Schemas['SurveyResultRow'];
export type ResultItem = Schemas['SurveyResultItem'];
export type CellStatus = Schemas['SurveyCellStatus'];
export type ResultQuestion = SurveyResults['questions'][number];
export type SurveyAction = Schemas['SurveyAction'];
export type SurveyActionInput = Schemas['SurveyActionInput'];
export type SurveyActionUpdate = Schemas['SurveyActionUpdate'];
export type SurveyTrend = Schemas['SurveyTrend'];
export type TrendCycle = SurveyTrend['cycles'][number];
export type TrendItem = TrendCycle['items'][number];
export type CommunicationGroup = Schemas['CommunicationGroup'];

/** The lifecycle's calls (POST /org/surveys/{id}/<step>). */
export type LifecycleStep = 'activate' | 'toggle_active' | 'close' | 'archive';

const ADMIN = keyRoots.adminSurveys;

export const adminSurveyKeys = {
  all: () => ADMIN,
  list: (status: SurveyStatus | null, page: number, perPage: number) =>
    [...ADMIN, 'list', { status, page, perPage }] as const,
  one: (id: number) => [...ADMIN, 'one', id] as const,
  preview: (id: number) => [...ADMIN, 'one', id, 'preview'] as const,
  draftPreview: (audience: SurveyAudience, k: number | null, language: FormLanguage) =>
    [...ADMIN, 'draftPreview', { audience, k, language }] as const,
  results: (id: number, params: ResultsParams) => [...ADMIN, 'one', id, 'results', params] as const,
  trend: (id: number, language: FormLanguage) => [...ADMIN, 'one', id, 'trend', language] as const,
  actions: (id: number) => [...ADMIN, 'one', id, 'actions'] as const,
  groups: () => [...ADMIN, 'groups'] as const,
};

const refreshSurveys = (client: QueryClient) => client.invalidateQueries({ queryKey: ADMIN });

/** GET /org/surveys: a page of surveys, newest first (archived ones only with that status).
 *  `page` counts from 0 here, from 1 on the server. */
export const fetchSurveys = (
  status: SurveyStatus | null,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<AdminSurvey>('/org/surveys', {
    ...options,
    params: { page: page + 1, perPage, ...(status && { status }) },
  });

export const surveysQueryOptions = (status: SurveyStatus | null, page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(adminSurveyKeys.list(status, page, perPage), (options) =>
      fetchSurveys(status, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/surveys/{id}: the survey with its questions. */
export const fetchSurvey = (id: number, options: RequestOptions = {}) =>
  getData<AdminSurveyDetail>(`/org/surveys/${id}`, options);

export const surveyQueryOptions = (id: number) =>
  readQueryOptions(adminSurveyKeys.one(id), (options) => fetchSurvey(id, options));

/** POST /org/surveys (a draft, 201) or PUT /org/surveys/{id}; 422 invalid_survey or
 *  invalid_form name each field refused, 409 survey_locked what may not change once launched. */
export const saveSurveyMutation = (id: number | null) =>
  mutationOptions({
    mutationFn: (input: SurveyInput) =>
      id === null
        ? sendData<AdminSurveyDetail>('POST', '/org/surveys', input)
        : sendData<AdminSurveyDetail>('PUT', `/org/surveys/${id}`, input),
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(adminSurveyKeys.one(saved.id), saved);
      return refreshSurveys(client);
    },
  });

/** DELETE /org/surveys/{id}: drafts only (409 invalid_transition otherwise). */
export const deleteSurveyMutation = () =>
  mutationOptions({
    mutationFn: async (id: number) => {
      await apiClient.delete<null>(`/org/surveys/${id}`);
    },
    onSuccess: (_done, _id, _result, { client }) => refreshSurveys(client),
  });

/** A step of the lifecycle: 409 invalid_transition when the survey is not where the step
 *  starts, 422 empty_audience when a launch would reach nobody. */
export const lifecycleMutation = () =>
  mutationOptions({
    mutationFn: ({ id, step }: { id: number; step: LifecycleStep }) =>
      sendData<AdminSurvey>('POST', `/org/surveys/${id}/${step}`),
    onSuccess: (_survey, _request, _result, { client }) => refreshSurveys(client),
  });

/** POST /org/surveys/{id}/remind: the current cycle's non-respondents now; 429
 *  reminder_too_soon within 14 days of the last one (details.next_on). */
export const remindMutation = () =>
  mutationOptions({
    mutationFn: (id: number) => sendData<{ reminded: number }>('POST', `/org/surveys/${id}/remind`),
  });

/** GET /org/surveys/{id}/privacy_preview (SUR-★4). */
export const privacyPreviewQueryOptions = (id: number) =>
  readQueryOptions(adminSurveyKeys.preview(id), (options) =>
    getData<PrivacyPreview>(`/org/surveys/${id}/privacy_preview`, options),
  );

/** POST /org/surveys/privacy_preview: the same preview for an audience not saved yet, with the
 *  k typed (the organisation's when null or lower); 422 invalid_survey for an unknown department
 *  or group. */
export const draftPrivacyPreviewQueryOptions = (
  audience: SurveyAudience,
  k: number | null,
  language: FormLanguage,
) =>
  queryOptions({
    ...readQueryOptions(adminSurveyKeys.draftPreview(audience, k, language), (options) =>
      sendData<PrivacyPreview>(
        'POST',
        '/org/surveys/privacy_preview',
        { audience, k, language },
        options,
      ),
    ),
    placeholderData: keepPreviousData,
  });

export type ResultsParams = {
  cycle: number | null;
  by: Dimension;
  /** `<dimension>:<value>`, or null for everyone. */
  filter: string | null;
  language: FormLanguage;
};

const resultsQuery = ({ cycle, by, filter, language }: ResultsParams) => ({
  by,
  language,
  ...(cycle !== null && { cycle }),
  ...(filter && { filter }),
});

/** GET /org/surveys/{id}/results: one cycle through the privacy engine. */
export const resultsQueryOptions = (id: number, params: ResultsParams) =>
  queryOptions({
    ...readQueryOptions(adminSurveyKeys.results(id, params), (options) =>
      getData<SurveyResults>(`/org/surveys/${id}/results`, {
        ...options,
        params: resultsQuery(params),
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/surveys/{id}/results.xlsx: the same table as a workbook. */
export const exportResultsMutation = (id: number, params: ResultsParams) =>
  mutationOptions({
    mutationFn: (): Promise<Blob> =>
      getBlob(`/org/surveys/${id}/results.xlsx`, { params: resultsQuery(params) }),
  });

/** GET /org/surveys/{id}/trend: the whole audience's figures in every cycle, oldest first. */
export const trendQueryOptions = (id: number, language: FormLanguage) =>
  readQueryOptions(adminSurveyKeys.trend(id, language), (options) =>
    getData<SurveyTrend>(`/org/surveys/${id}/trend`, { ...options, params: { language } }),
  );

/** GET /org/surveys/{id}/actions. */
export const actionsQueryOptions = (id: number) =>
  readQueryOptions(adminSurveyKeys.actions(id), (options) =>
    getData<SurveyAction[]>(`/org/surveys/${id}/actions`, options),
  );

/** POST /org/surveys/{id}/actions (422 invalid_action names each field). */
export const createActionMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: SurveyActionInput) =>
      sendData<SurveyAction>('POST', `/org/surveys/${id}/actions`, input),
    onSuccess: (_action, _input, _result, { client }) => refreshSurveys(client),
  });

/** The body that saves an action as it is, with `changes` over it. */
export const actionUpdate = (
  action: SurveyAction,
  changes: Partial<SurveyActionUpdate> = {},
): SurveyActionUpdate => ({
  title: action.title,
  owner_id: action.owner.id,
  due_on: action.due_on,
  question_id: action.question_id,
  segment: action.segment as SurveyActionInput['segment'],
  follow_up: false,
  status: action.status,
  ...changes,
});

/** PUT /org/surveys/{id}/actions/{action_id}: edits it (title, owner, due day, status); 422
 *  invalid_action names each field. */
export const updateActionMutation = (id: number) =>
  mutationOptions({
    mutationFn: ({ actionId, body }: { actionId: number; body: SurveyActionUpdate }) =>
      sendData<SurveyAction>('PUT', `/org/surveys/${id}/actions/${actionId}`, body),
    onSuccess: (_action, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminSurveyKeys.actions(id) }),
  });

/** DELETE /org/surveys/{id}/actions/{action_id}. */
export const deleteActionMutation = (id: number) =>
  mutationOptions({
    mutationFn: async (action: SurveyAction) => {
      await apiClient.delete<null>(`/org/surveys/${id}/actions/${action.id}`);
    },
    onSuccess: (_done, _action, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminSurveyKeys.actions(id) }),
  });

/** GET /communication/groups: the communication groups an audience may name. */
export const communicationGroupsQueryOptions = () =>
  readQueryOptions(adminSurveyKeys.groups(), (options) =>
    getData<CommunicationGroup[]>('/communication/groups', options),
  );
