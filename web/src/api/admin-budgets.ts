// Admin calls of points budgets: distribute giving points, the per-period allowance rules,
// extra points for one person, transfers between two people, and the outputs report. Every
// movement is a ledger entry on the server; callers invalidate `points` afterwards.
import { queryOptions } from '@tanstack/react-query';

import type { JsonBody, ResponseData } from './admin-contract';
import { apiClient, unwrap, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { components } from './schema';
import type { Envelope } from './types';

type Schemas = components['schemas'];

export type PointRules = Schemas['PointRules'];
export type PointsPeriod = PointRules['period'];
export type DistributeRequest = JsonBody<'distributePoints'>;
export type DistributeResult = ResponseData<'distributePoints'>;
export type DistributeMode = DistributeRequest['mode'];
export type ExtraPointsRequest = JsonBody<'grantExtraPoints'>;
export type AdminPointsSummary = Schemas['PointsSummary'];
export type TransferRequest = JsonBody<'transferPoints'>;
export type TransferAccount = TransferRequest['account'];
export type TransferResult = ResponseData<'transferPoints'>;
export type OutputsRequest = JsonBody<'pointsOutputs'>;
export type OutputsReport = ResponseData<'pointsOutputs'>;
export type OutputsRow = OutputsReport['rows'][number];
export type OutputsGroupBy = NonNullable<OutputsRequest['group_by']>;
export type DepartmentSummary = ResponseData<'listDepartments'>[number];

export const POINTS_PERIODS: readonly PointsPeriod[] = ['week', 'month', 'quarter', 'year'];
export const MEMO_MAX_LENGTH = 200;

export const budgetKeys = {
  rules: () => queryKeys.pointRules,
  outputs: (request: OutputsRequest) => [...queryKeys.pointsOutputs, request] as const,
  departments: () => queryKeys.departments,
};

/** POST /org/points_to_distribute: sets or adds giving points for the chosen targets. */
export async function distributePoints(body: DistributeRequest): Promise<DistributeResult> {
  return unwrap(
    await apiClient.post<Envelope<DistributeResult>>('/org/points_to_distribute', body),
  );
}

/** GET /org/base_points. */
export async function fetchPointRules(options: RequestOptions = {}): Promise<PointRules> {
  return unwrap(await apiClient.get<Envelope<PointRules>>('/org/base_points', options));
}

export const pointRulesQueryOptions = () =>
  queryOptions({
    queryKey: budgetKeys.rules(),
    queryFn: ({ signal }) => fetchPointRules({ signal, retry: false }),
  });

/** POST /org/base_points. */
export async function savePointRules(rules: PointRules): Promise<PointRules> {
  return unwrap(await apiClient.post<Envelope<PointRules>>('/org/base_points', rules));
}

/** POST /user/extra_points: adds giving points to one person; answers their balances. */
export async function grantExtraPoints(body: ExtraPointsRequest): Promise<AdminPointsSummary> {
  return unwrap(await apiClient.post<Envelope<AdminPointsSummary>>('/user/extra_points', body));
}

/** POST /transfer/admin/points: moves points between two people (corrections). */
export async function transferPoints(body: TransferRequest): Promise<TransferResult> {
  return unwrap(await apiClient.post<Envelope<TransferResult>>('/transfer/admin/points', body));
}

/** POST /points/outputs: point movements by kind and period. */
export async function fetchPointsOutputs(
  body: OutputsRequest,
  options: RequestOptions = {},
): Promise<OutputsReport> {
  return unwrap(await apiClient.post<Envelope<OutputsReport>>('/points/outputs', body, options));
}

export const pointsOutputsQueryOptions = (request: OutputsRequest) =>
  queryOptions({
    queryKey: budgetKeys.outputs(request),
    // A read sent as POST: the query layer owns its retries.
    queryFn: ({ signal }) => fetchPointsOutputs(request, { signal, retry: false }),
  });

/** GET /departments with their member counts. */
export async function fetchDepartments(options: RequestOptions = {}): Promise<DepartmentSummary[]> {
  return unwrap(await apiClient.get<Envelope<DepartmentSummary[]>>('/departments', options));
}

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: budgetKeys.departments(),
    queryFn: ({ signal }) => fetchDepartments({ signal, retry: false }),
    staleTime: 5 * 60 * 1000,
  });
