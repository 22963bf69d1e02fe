// Admin calls of points budgets: distribute giving points, the per-period allowance rules,
// extra points for one person, transfers between two people, and the outputs report. Every
// movement is a ledger entry on the server, so each refreshes `points` and the report.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData, type RequestOptions } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { JsonBody, ResponseData } from '@/api/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PointRules = Schemas['PointRules'];
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

export const MEMO_MAX_LENGTH = 200;

export const budgetKeys = {
  rules: () => keyRoots.pointRules,
  outputs: (request: OutputsRequest) => [...keyRoots.pointsOutputs, request] as const,
  departments: () => queryKeys.departments,
};

async function refreshBalances(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: queryKeys.points });
  await client.invalidateQueries({ queryKey: keyRoots.pointsOutputs });
}

/** A write that moves points: the balances and the report reload after it. */
const movement = <R, D>(path: string) =>
  mutationOptions({
    mutationFn: (body: R) => sendData<D>('POST', path, body),
    onSuccess: (_result, _body, _context, { client }) => refreshBalances(client),
  });

/** POST /org/points_to_distribute: sets or adds giving points for the chosen targets. */
export const distributePointsMutation = () =>
  movement<DistributeRequest, DistributeResult>('/org/points_to_distribute');

/** POST /user/extra_points: adds giving points to one person; answers their balances. */
export const grantExtraPointsMutation = () =>
  movement<ExtraPointsRequest, AdminPointsSummary>('/user/extra_points');

/** POST /transfer/admin/points: moves points between two people (corrections). */
export const transferPointsMutation = () =>
  movement<TransferRequest, TransferResult>('/transfer/admin/points');

/** GET /org/base_points. */
export const fetchPointRules = (options: RequestOptions = {}) =>
  getData<PointRules>('/org/base_points', options);

export const pointRulesQueryOptions = () => readQueryOptions(budgetKeys.rules(), fetchPointRules);

/** POST /org/base_points: the answer becomes the cached rules. */
export const savePointRulesMutation = () =>
  mutationOptions({
    mutationFn: (rules: PointRules) => sendData<PointRules>('POST', '/org/base_points', rules),
    onSuccess: (saved, _rules, _context, { client }) => {
      client.setQueryData(budgetKeys.rules(), saved);
    },
  });

/** POST /points/outputs: point movements by kind and period (a read sent as POST). */
export const fetchPointsOutputs = (body: OutputsRequest, options: RequestOptions = {}) =>
  sendData<OutputsReport>('POST', '/points/outputs', body, options);

export const pointsOutputsQueryOptions = (request: OutputsRequest) =>
  readQueryOptions(budgetKeys.outputs(request), (options) => fetchPointsOutputs(request, options));

/** GET /departments with their member counts. */
export const fetchDepartments = (options: RequestOptions = {}) =>
  getData<DepartmentSummary[]>('/departments', options);

export const departmentsQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(budgetKeys.departments(), fetchDepartments),
    staleTime: 5 * 60 * 1000,
  });
