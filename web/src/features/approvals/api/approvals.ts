// The approvals inbox (api/modules/approvals.yaml): everything waiting for the caller's decision,
// whatever module it comes from (point requests, program evidence...), oldest first, with the
// counts per kind; and deciding several at once, each item on its own (one refused does not
// stop the others). Every decision reloads the inbox, and the modules' own lists (the points of
// the person paid, a program's page) read again through the live hint the server sends.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getPage, sendData, type RequestOptions } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import { approvalKinds } from '@/lib/modules/registry';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type ApprovalKind = Schemas['ApprovalKind'];
export type ApprovalItem = Schemas['ApprovalItem'];
export type ApprovalPageMeta = Schemas['ApprovalPageMeta'];
export type DecideInput = Schemas['ApprovalDecision'];
export type DecideResult = Schemas['ApprovalResults'];
export type Decision = DecideInput['decision'];

/** A page of the inbox: its items and meta, with the counts per kind (every kind, whatever the
 *  filter). */
export type ApprovalsPage = { items: ApprovalItem[]; meta: ApprovalPageMeta };

/** The kinds the modules name for the inbox (their manifests' `approvalKinds`), in the order its
 *  chips offer them. */
export const approvalKindList = (): ApprovalKind[] =>
  approvalKinds().map((entry) => entry.kind as ApprovalKind);

export const isApprovalKind = (value: string | null): value is ApprovalKind =>
  approvalKinds().some((entry) => entry.kind === value);

/** The contract's limits. */
export const APPROVAL_LIMITS = { maxItems: 500, reasonMaxLength: 500 } as const;

/** The inbox shows this many a page. */
export const INBOX_PAGE_SIZE = 25;

const ROOT = keyRoots.approvals;

export const approvalKeys = {
  all: () => ROOT,
  page: (kind: ApprovalKind | null, page: number, pageSize: number) =>
    [...ROOT, 'page', kind, page, pageSize] as const,
};

/** GET /approvals?kind=&page=&perPage=: what waits for the caller, oldest first. `page` counts
 *  from 0 here, from 1 on the server. An employee with nothing to decide gets an empty page. */
export async function fetchApprovals(
  kind: ApprovalKind | null,
  page: number,
  pageSize: number,
  options: RequestOptions = {},
): Promise<ApprovalsPage> {
  const result = await getPage<ApprovalItem>('/approvals', {
    ...options,
    params: { kind: kind ?? undefined, page: page + 1, perPage: pageSize },
  });
  const meta = result.meta as Partial<ApprovalPageMeta>;
  return { items: result.items, meta: { ...result.meta, counts: meta.counts ?? {} } };
}

export const approvalsQueryOptions = (kind: ApprovalKind | null, page: number, pageSize: number) =>
  queryOptions({
    ...readQueryOptions(approvalKeys.page(kind, page, pageSize), (options) =>
      fetchApprovals(kind, page, pageSize, options),
    ),
    placeholderData: keepPreviousData,
  });

/** The home card's read: the counts (and the oldest few). */
export const HOME_APPROVALS = 3;
export const homeApprovalsQueryOptions = () => approvalsQueryOptions(null, 0, HOME_APPROVALS);

/** How many wait, all kinds together. */
export const pendingTotal = (page: ApprovalsPage | undefined): number =>
  Object.values(page?.meta.counts ?? {}).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** POST /approvals/decide: each item decided by its own module in its own transaction; the
 *  answer says, item by item, what happened. 400 (bad input) moves nothing. Never retried: an
 *  approval pays. The inbox reads again afterwards, a failure too. */
export const decideMutation = () =>
  mutationOptions({
    mutationFn: (input: DecideInput) =>
      sendData<DecideResult>('POST', '/approvals/decide', input, { retry: false }),
    onSettled: (_data, _error, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: ROOT }),
  });
