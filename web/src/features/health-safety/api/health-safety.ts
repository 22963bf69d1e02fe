// Health and safety (api/modules/health_safety.yaml): the person's page, filing a report (or an
// anonymous hazard, which answers its receipt code), their reports, one report, following an
// anonymous report with its code and adding information to it; the officers' list,
// investigation, corrective actions, replies to the reporter and statistics; the admins' officer
// list; and the person's own body-metrics log. Calls that carry a receipt code are mutations:
// the code never becomes a cache key.
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { apiClient, getData, getPage, sendData } from '@/api/client';
import { hasMorePages } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type SafetyOverview = Schemas['HealthSafetyOverview'];
export type SafetyReport = Schemas['SafetyReport'];
export type SafetyReportSummary = Schemas['SafetyReportSummary'];
export type SafetyReportInput = Schemas['SafetyReportInput'];
export type SafetyKind = Schemas['SafetyReportKind'];
export type SafetyStatus = Schemas['SafetyReportStatus'];
export type SafetySeverity = Schemas['SafetySeverity'];
export type SafetyStats = Schemas['SafetyStats'];
export type SafetyStatCell = Schemas['SafetyStatCell'];
export type SafetyEvent = Schemas['SafetyEvent'];
export type SafetyFollowUp = Schemas['SafetyFollowUp'];
export type SafetyReceiptView = Schemas['SafetyReceiptView'];
export type BodyMetric = Schemas['BodyMetric'];
export type BodyMetricInput = Schemas['BodyMetricInput'];
export type Person = Schemas['PersonRef'];

export const KINDS: readonly SafetyKind[] = ['incident', 'near_miss', 'hazard'];
export const STAGES: readonly SafetyStatus[] = ['reported', 'investigating', 'actions', 'closed'];
export const SEVERITIES: readonly SafetySeverity[] = [
  'none',
  'minor',
  'moderate',
  'serious',
  'critical',
];
/** The spec's body-metrics list: 10 a page. */
export const METRICS_PAGE_SIZE = 10;
export const MY_REPORTS_PAGE_SIZE = 10;
export const OFFICER_PAGE_SIZE = 20;

const ROOT = keyRoots.healthSafety;

export const healthSafetyKeys = {
  overview: () => [...ROOT, 'overview'] as const,
  mine: () => [...ROOT, 'mine'] as const,
  one: (id: number) => [...ROOT, 'one', id] as const,
  officer: (filter: string) => [...ROOT, 'officer', filter] as const,
  stats: () => [...ROOT, 'stats'] as const,
  officers: () => [...ROOT, 'officers'] as const,
  metrics: (page: number) => [...ROOT, 'metrics', page] as const,
};

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: ROOT });

/** GET /health_safety: officer or not, the metrics log's state, care offers, the sites. */
export const overviewQueryOptions = () =>
  readQueryOptions(healthSafetyKeys.overview(), (options) =>
    getData<SafetyOverview>('/health_safety', options),
  );

/** GET /health_safety/reports: the reports I filed, newest first. */
export const myReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: healthSafetyKeys.mine(),
    queryFn: ({ pageParam, signal }) =>
      getPage<SafetyReportSummary>('/health_safety/reports', {
        signal,
        retry: false,
        params: { page: pageParam, perPage: MY_REPORTS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** GET /health_safety/reports/{id}: one report as I may see it. */
export const reportQueryOptions = (id: number) =>
  readQueryOptions(healthSafetyKeys.one(id), (options) =>
    getData<SafetyReport>(`/health_safety/reports/${id}`, options),
  );

export type OfficerFilter = { status?: SafetyStatus; kind?: SafetyKind };

/** GET /health_safety/officer/reports?status|kind: every report (officers). */
export const officerReportsQueryOptions = (filter: OfficerFilter) =>
  infiniteQueryOptions({
    queryKey: healthSafetyKeys.officer(`${filter.status ?? ''}:${filter.kind ?? ''}`),
    queryFn: ({ pageParam, signal }) =>
      getPage<SafetyReportSummary>('/health_safety/officer/reports', {
        signal,
        retry: false,
        params: {
          page: pageParam,
          perPage: OFFICER_PAGE_SIZE,
          status: filter.status,
          kind: filter.status ? undefined : filter.kind,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      hasMorePages(lastPage.meta) ? lastPage.meta.page + 1 : undefined,
  });

/** GET /health_safety/officer/stats: by site, type and month; null below k. */
export const statsQueryOptions = () =>
  readQueryOptions(healthSafetyKeys.stats(), (options) =>
    getData<SafetyStats>('/health_safety/officer/stats', options),
  );

/** GET /org/health_safety/officers (admins). */
export const officersQueryOptions = () =>
  readQueryOptions(healthSafetyKeys.officers(), (options) =>
    getData<Person[]>('/org/health_safety/officers', options),
  );

/** GET /health_safety/metrics?page: my own log, 10 a page, newest first. */
export const metricsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: healthSafetyKeys.metrics(page),
    queryFn: ({ signal }) =>
      getPage<BodyMetric>('/health_safety/metrics', {
        signal,
        params: { page, perPage: METRICS_PAGE_SIZE },
      }),
  });

/** What filing answers: an identified report, or an anonymous hazard's receipt code. */
export type Filed = { report: SafetyReport; receipt: null } | { report: null; receipt: string };

/** POST /health_safety/reports or, for an anonymous hazard, /health_safety/hazards/anonymous
 *  (which answers the receipt code, shown once). */
export const fileReportMutation = () =>
  mutationOptions({
    mutationFn: async ({
      input,
      anonymous,
    }: {
      input: SafetyReportInput;
      anonymous: boolean;
    }): Promise<Filed> => {
      if (!anonymous) {
        const report = await sendData<SafetyReport>('POST', '/health_safety/reports', input, {
          retry: false,
        });
        return { report, receipt: null };
      }
      const received = await sendData<{ received: boolean; receipt: string }>(
        'POST',
        '/health_safety/hazards/anonymous',
        input,
        { retry: false },
      );
      return { report: null, receipt: received.receipt };
    },
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** POST /health_safety/receipts {code}: the anonymous report of a receipt code (404
 *  receipt_not_found, 429 too_many_attempts). */
export const followReceiptMutation = () =>
  mutationOptions({
    mutationFn: (code: string) =>
      sendData<SafetyReceiptView>('POST', '/health_safety/receipts', { code }, { retry: false }),
  });

/** POST /health_safety/receipts/comments {code, text}: information the reporter adds. */
export const addInformationMutation = () =>
  mutationOptions({
    mutationFn: (input: { code: string; text: string }) =>
      sendData<SafetyReceiptView>('POST', '/health_safety/receipts/comments', input, {
        retry: false,
      }),
  });

/** POST .../transition {from, to, note}: one stage on; 409 stale_status, actions_open. */
export const moveReportMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: { from: SafetyStatus; to: SafetyStatus; note?: string }) =>
      sendData<SafetyReport>('POST', `/health_safety/officer/reports/${id}/transition`, input, {
        retry: false,
      }),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** POST .../replies {text}: a note the reporter reads (with the code, or on their report). */
export const replyMutation = (id: number) =>
  mutationOptions({
    mutationFn: (text: string) =>
      sendData<SafetyReport>(
        'POST',
        `/health_safety/officer/reports/${id}/replies`,
        { text },
        { retry: false },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** PATCH /health_safety/officer/reports/{id} {severity, root_cause}. */
export const investigateMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: { severity?: SafetySeverity; root_cause?: string }) =>
      sendData<SafetyReport>('PATCH', `/health_safety/officer/reports/${id}`, input),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

export type ActionInput = {
  title: string;
  description: string;
  assignee_id: number;
  due_on: string;
};

/** POST .../actions: a corrective action, created as a task. */
export const addActionMutation = (id: number) =>
  mutationOptions({
    mutationFn: (input: ActionInput) =>
      sendData<SafetyReport>('POST', `/health_safety/officer/reports/${id}/actions`, input, {
        retry: false,
      }),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** PUT /org/health_safety/officers {user_ids}. */
export const setOfficersMutation = () =>
  mutationOptions({
    mutationFn: (ids: number[]) =>
      sendData<Person[]>('PUT', '/org/health_safety/officers', { user_ids: ids }),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** PUT /health_safety/metrics/settings {enabled}: off deletes every entry. */
export const setMetricsEnabledMutation = () =>
  mutationOptions({
    mutationFn: (enabled: boolean) =>
      sendData<{ enabled: boolean }>('PUT', '/health_safety/metrics/settings', { enabled }),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** POST /health_safety/metrics. */
export const addMetricMutation = () =>
  mutationOptions({
    mutationFn: (input: BodyMetricInput) =>
      sendData<BodyMetric>('POST', '/health_safety/metrics', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });

/** DELETE /health_safety/metrics/{id}. */
export const deleteMetricMutation = () =>
  mutationOptions({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/health_safety/metrics/${id}`);
    },
    onSettled: (_data, _error, _input, _result, { client }) => refresh(client),
  });
