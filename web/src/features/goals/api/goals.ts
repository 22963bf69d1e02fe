// The goals calls of members (api/modules/goals.yaml, GOA-1..8): the lists of /goals, the
// alignment tree, one goal with its checklist, check-ins, links and comments, and the writes
// that change them. Every write reads the module's cached goals again: a check-in or a closed
// goal moves its parents (roll-up) and the lists.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
} from '@tanstack/react-query';

import { getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import type { Page } from '@/api/page';
import { readQueryOptions } from '@/api/read-query';

import { keyRoots } from './query-keys';
import type {
  ChecklistItem,
  Checkin,
  CheckinStatus,
  CloseResult,
  Goal,
  GoalCategory,
  GoalComment,
  GoalDetail,
  GoalOutcome,
  GoalPatch,
  GoalRequest,
  TreeNode,
} from './types';

const GOALS = keyRoots.goals;

export type GoalScope = 'mine' | 'team' | 'company' | 'all';

/** The filters of a list of goals (the `/goals` address carries them). */
export type GoalFilters = {
  status?: string;
  level?: string;
  category?: string;
  owner?: string;
  department?: string;
  period_from?: string;
  period_to?: string;
  health?: string;
  q?: string;
};

/** A page of goals; for scope=mine with one period, the sum of the person's weights there. */
export type GoalPage = Page<Goal> & { weights: { sum: number; count: number } | null };

export const goalKeys = {
  all: () => GOALS,
  list: (scope: GoalScope, filters: GoalFilters, page: number, perPage: number) =>
    [...GOALS, 'list', scope, { ...filters, page, perPage }] as const,
  tree: (parent: number | null, period: { from?: string; to?: string }) =>
    [...GOALS, 'tree', parent, period] as const,
  one: (goalId: number) => [...GOALS, 'one', goalId] as const,
  checkins: (goalId: number) => [...GOALS, 'checkins', goalId] as const,
  comments: (goalId: number) => [...GOALS, 'comments', goalId] as const,
  categories: () => [...GOALS, 'categories'] as const,
};

const clean = (filters: GoalFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/** GET /goals?scope=…: `page` counts from 0 here, from 1 on the server. 403 not_a_leader for
 *  scope=team when nobody reports to the viewer. */
export async function fetchGoals(
  scope: GoalScope,
  filters: GoalFilters,
  page: number,
  perPage: number,
  options: RequestOptions = {},
): Promise<GoalPage> {
  const result = await getPage<Goal>('/goals', {
    ...options,
    params: { scope, ...clean(filters), page: page + 1, perPage },
  });
  const meta = result.meta as typeof result.meta & { weights?: { sum: number; count: number } };
  return { ...result, weights: meta.weights ?? null };
}

export const goalsQueryOptions = (
  scope: GoalScope,
  filters: GoalFilters,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(goalKeys.list(scope, filters, page, perPage), (options) =>
      fetchGoals(scope, filters, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /goals/tree: the roots (no parent) or one goal's children, lazily. */
export const treeQueryOptions = (parent: number | null, period: { from?: string; to?: string }) =>
  readQueryOptions(goalKeys.tree(parent, period), (options) =>
    getPage<TreeNode>('/goals/tree', {
      ...options,
      params: {
        ...(parent === null ? {} : { parent }),
        ...(period.from ? { period_from: period.from } : {}),
        ...(period.to ? { period_to: period.to } : {}),
      },
    }),
  );

export const goalQueryOptions = (goalId: number) =>
  readQueryOptions(goalKeys.one(goalId), (options) =>
    getData<GoalDetail>(`/goals/${goalId}`, options),
  );

export const checkinsQueryOptions = (goalId: number) =>
  readQueryOptions(goalKeys.checkins(goalId), (options) =>
    getPage<Checkin>(`/goals/${goalId}/checkins`, { ...options, params: { page: 1, perPage: 50 } }),
  );

export const commentsQueryOptions = (goalId: number) =>
  readQueryOptions(goalKeys.comments(goalId), (options) =>
    getPage<GoalComment>(`/goals/${goalId}/comments`, {
      ...options,
      params: { page: 1, perPage: 50 },
    }),
  );

/** GET /goals/categories: the active categories (filters and the form). */
export const goalCategoriesQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(goalKeys.categories(), (options) =>
      getData<GoalCategory[]>('/goals/categories', options),
    ),
    staleTime: 5 * 60 * 1000,
  });

/** After any write: every cached goal read is stale (progress rolls up to the parents). */
const refreshGoals = (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: MutationFunctionContext,
) => client.invalidateQueries({ queryKey: GOALS });

/** POST /goals → 201 GoalDetail; 422 invalid_goal names each bad field, 409 goal_cycle. */
export const createGoalMutation = () =>
  mutationOptions({
    mutationFn: (body: GoalRequest) => sendData<GoalDetail>('POST', '/goals', body),
    onSuccess: refreshGoals,
  });

/** PATCH /goals/{id}: any field but the parents; 409 goal_closed. */
export const updateGoalMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (body: GoalPatch) => sendData<GoalDetail>('PATCH', `/goals/${goalId}`, body),
    onSuccess: refreshGoals,
  });

/** DELETE /goals/{id}: 409 goal_has_checkins (archive instead). */
export const deleteGoalMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: () => sendData<null>('DELETE', `/goals/${goalId}`),
    onSuccess: refreshGoals,
  });

/** PUT /goals/{id}/checklist: the whole list in its order. */
export const saveChecklistMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (items: { id?: number; title: string; weight?: number | null; done: boolean }[]) =>
      sendData<ChecklistItem[]>('PUT', `/goals/${goalId}/checklist`, { items }),
    onSuccess: refreshGoals,
  });

/** PATCH /goals/{id}/checklist/{item}: ticks or unticks one item. */
export const toggleChecklistItemMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: ({ itemId, done }: { itemId: number; done: boolean }) =>
      sendData<ChecklistItem>('PATCH', `/goals/${goalId}/checklist/${itemId}`, { done }),
    onSuccess: refreshGoals,
  });

export type CheckinRequest = {
  value: number;
  status: CheckinStatus;
  confidence: number;
  comment?: string;
  attachments?: string[];
};

/** POST /goals/{id}/checkins with an Idempotency-Key: 201 { checkin, goal }. */
export const checkinMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: ({ body, key }: { body: CheckinRequest; key: string }) =>
      sendData<{ checkin: Checkin; goal: GoalDetail }>('POST', `/goals/${goalId}/checkins`, body, {
        headers: idempotencyHeaders(key),
      }),
    onSuccess: refreshGoals,
  });

/** PUT /goals/{id}/parents: 409 goal_cycle when a parent already depends on this goal. */
export const setParentsMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (parents: { goal_id: number; contribution: number }[]) =>
      sendData<GoalDetail>('PUT', `/goals/${goalId}/parents`, { parents }),
    onSuccess: refreshGoals,
  });

/** PUT /goals/weights: one person's goal weights in a period. */
export const setWeightsMutation = () =>
  mutationOptions({
    mutationFn: (body: {
      owner_id: number;
      period_from: string;
      period_to: string;
      weights: { goal_id: number; weight: number }[];
    }) => sendData<{ sum: number; goals: Goal[] }>('PUT', '/goals/weights', body),
    onSuccess: refreshGoals,
  });

/** PUT /goals/{id}/children/weights: the children's contributions. */
export const setChildrenWeightsMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (weights: { goal_id: number; contribution: number }[]) =>
      sendData<unknown>('PUT', `/goals/${goalId}/children/weights`, { weights }),
    onSuccess: refreshGoals,
  });

/** POST /goals/{id}/close → the goal and, for a leader, the recognition to offer (GOA-★3). */
export const closeGoalMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (body: { outcome: GoalOutcome; value?: number | null; comment?: string }) =>
      sendData<CloseResult>('POST', `/goals/${goalId}/close`, body),
    onSuccess: refreshGoals,
  });

/** POST /goals/{id}/reopen (409 goal_paid), /approve, /reject (409 invalid_transition). */
export const goalActionMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: ({
      action,
      reason,
    }: {
      action: 'reopen' | 'approve' | 'reject';
      reason?: string;
    }) =>
      sendData<GoalDetail>(
        'POST',
        `/goals/${goalId}/${action}`,
        action === 'reject' ? { reason: reason ?? '' } : undefined,
      ),
    onSuccess: refreshGoals,
  });

/** POST /goals/{id}/comments (1–1000 characters). */
export const commentMutation = (goalId: number) =>
  mutationOptions({
    mutationFn: (body: string) =>
      sendData<GoalComment>('POST', `/goals/${goalId}/comments`, { body }),
    onSuccess: refreshGoals,
  });

/** The home's card: the person's active goals (the card puts the ones at risk first). */
export const homeGoalsQueryOptions = () => goalsQueryOptions('mine', { status: 'active' }, 0, 20);
