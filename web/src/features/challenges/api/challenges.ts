// Challenges as a person takes part in them (api/modules/challenges.yaml): the lists of
// /challenges (active, mine, ended), one challenge with my progress, joining and leaving, claims
// (evidence or a number), the rotating-code check-in, the leaderboard, the activity and my
// claims. Every write reloads the person's reads (and the console's: a claim changes its counts).
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

export type Challenge = Schemas['Challenge'];
export type ChallengeDetail = Schemas['ChallengeDetail'];
export type ChallengeMine = Schemas['ChallengeMine'];
export type ChallengeStatus = Schemas['ChallengeStatus'];
export type ChallengeKind = Schemas['ChallengeKind'];
export type ChallengeTeamBasis = Schemas['ChallengeTeamBasis'];
export type ChallengeRecurrence = Schemas['ChallengeRecurrence'];
export type ChallengeMetric = Schemas['ChallengeMetric'];
export type ChallengeProductEvent = Schemas['ChallengeProductEvent'];
export type ChallengeEvidence = Schemas['ChallengeEvidence'];
export type ChallengeApproval = Schemas['ChallengeApproval'];
export type ChallengeJoinMode = Schemas['ChallengeJoinMode'];
export type ChallengeClaim = Schemas['ChallengeClaim'];
export type ChallengeClaimStatus = Schemas['ChallengeClaimStatus'];
export type ChallengeClaimInput = Schemas['ChallengeClaimInput'];
export type ChallengePeriod = Schemas['ChallengePeriod'];
export type ChallengeLeaderboard = Schemas['ChallengeLeaderboard'];
export type ChallengeLeaderboardEntry = Schemas['ChallengeLeaderboardEntry'];
export type ChallengeActivity = Schemas['ChallengeActivity'];
export type ChallengeCode = Schemas['ChallengeCode'];

export const CHALLENGE_STATUSES: readonly ChallengeStatus[] = [
  'draft',
  'active',
  'inactive',
  'ended',
  'archived',
];
export const CLAIM_STATUSES: readonly ChallengeClaimStatus[] = ['pending', 'approved', 'rejected'];
export const CHALLENGE_METRICS: readonly ChallengeMetric[] = [
  'claims',
  'number',
  'checkin',
  'product_event',
];
export const PRODUCT_EVENTS: readonly ChallengeProductEvent[] = [
  'recognition_sent',
  'recognition_received',
  'survey_answered',
  'event_attended',
];
export const CHALLENGE_EVIDENCE: readonly ChallengeEvidence[] = [
  'none',
  'text',
  'photo',
  'file',
  'link',
];
export const CHALLENGE_RECURRENCES: readonly ChallengeRecurrence[] = [
  'none',
  'daily',
  'weekly',
  'monthly',
];

/** The contract's limits. */
export const CHALLENGE_LIMITS = {
  titleMax: 120,
  rulesMax: 4000,
  alternativeMax: 1000,
  unitMax: 20,
  textMax: 2000,
  linkMax: 2000,
  rewardMax: 100_000,
  approversMax: 20,
  perDayMax: 100,
  reasonMax: 500,
} as const;

/** /challenges shows this many challenges a page. */
export const CHALLENGES_PAGE_SIZE = 12;
export const ACTIVITY_PAGE_SIZE = 10;

const ROOT = keyRoots.challenges;
const ADMIN_ROOT = keyRoots.adminChallenges;

/** The tabs of /challenges: the active ones open to me, the ones I take part in, the ended. */
export type ChallengesTab = 'active' | 'mine' | 'ended';
export const CHALLENGES_TABS: readonly ChallengesTab[] = ['active', 'mine', 'ended'];

export const challengeKeys = {
  all: () => ROOT,
  list: (tab: ChallengesTab, page: number) => [...ROOT, 'list', tab, page] as const,
  one: (challengeId: number) => [...ROOT, 'one', challengeId] as const,
  leaderboard: (challengeId: number, period: string | null) =>
    [...ROOT, 'one', challengeId, 'leaderboard', period] as const,
  activity: (challengeId: number, page: number) =>
    [...ROOT, 'one', challengeId, 'activity', page] as const,
  code: (challengeId: number) => [...ROOT, 'one', challengeId, 'code'] as const,
};

/** GET /org/challenge: a tab of /challenges (`page` counts from 0 here). "Mis retos" are the
 *  active and inactive ones I take part in; the ended ones are their own tab. */
export const fetchChallenges = (tab: ChallengesTab, page: number, options: RequestOptions = {}) =>
  getPage<Challenge>('/org/challenge', {
    ...options,
    params: {
      status: tab === 'ended' ? 'ended' : tab === 'active' ? 'active' : undefined,
      mine: tab === 'mine' ? true : undefined,
      page: page + 1,
      perPage: CHALLENGES_PAGE_SIZE,
    },
  });

export const challengesQueryOptions = (tab: ChallengesTab, page: number) =>
  queryOptions({
    ...readQueryOptions(challengeKeys.list(tab, page), (options) =>
      fetchChallenges(tab, page, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/challenge/{id}: the challenge with my progress, my claims and its periods. */
export const challengeQueryOptions = (challengeId: number) =>
  readQueryOptions(challengeKeys.one(challengeId), (options) =>
    getData<ChallengeDetail>(`/org/challenge/${challengeId}`, options),
  );

/** GET /org/challenge/{id}/leaderboard?period=: the top 10, my place and the one just ahead. */
export const leaderboardQueryOptions = (challengeId: number, period: string | null) =>
  queryOptions({
    ...readQueryOptions(challengeKeys.leaderboard(challengeId, period), (options) =>
      getData<ChallengeLeaderboard>(`/org/challenge/${challengeId}/leaderboard`, {
        ...options,
        params: { period: period ?? undefined },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/challenge/{id}/activity: completions and approved claims, newest first. */
export const activityQueryOptions = (challengeId: number, page: number) =>
  queryOptions({
    ...readQueryOptions(challengeKeys.activity(challengeId, page), (options) =>
      getPage<ChallengeActivity>(`/org/challenge/${challengeId}/activity`, {
        ...options,
        params: { page: page + 1, perPage: ACTIVITY_PAGE_SIZE },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /org/challenge/{id}/code (admins and approvers): the 6 digits and the QR text, read again
 *  when they turn. */
export const codeQueryOptions = (challengeId: number) =>
  queryOptions({
    ...readQueryOptions(challengeKeys.code(challengeId), (options) =>
      getData<ChallengeCode>(`/org/challenge/${challengeId}/code`, options),
    ),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data ? Math.max(1_000, data.expires_at - Date.now() + 250) : false;
    },
  });

/** Every read of the person's challenges again, and the console's. */
export const refreshChallenges = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: ADMIN_ROOT }),
  ]);

/** POST /org/challenge/{id}/join | leave: 409 already_joined, not_joined, automatic_join. */
export const membershipMutation = (challengeId: number) =>
  mutationOptions({
    mutationFn: (step: 'join' | 'leave') =>
      sendData<ChallengeDetail>(
        'POST',
        `/org/challenge/${challengeId}/${step}`,
        {},
        { retry: false },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => refreshChallenges(client),
  });

/** POST /org/challenge/{id}/claim (201): pending, or approved at once. 429 daily_cap; 409
 *  claim_limit, duplicate_evidence, not_joined, challenge_not_open; 422 invalid_evidence. */
export const claimMutation = (challengeId: number) =>
  mutationOptions({
    mutationFn: (input: ChallengeClaimInput) =>
      sendData<ChallengeClaim>('POST', `/org/challenge/${challengeId}/claim`, input, {
        retry: false,
      }),
    onSettled: (_data, _error, _input, _result, { client }) => refreshChallenges(client),
  });

/** POST /org/challenge/{id}/checkin {code}: my progress after it. 400 invalid_code; 409
 *  already_checked_in; 429 too_many_attempts. */
export const checkinMutation = (challengeId: number) =>
  mutationOptions({
    mutationFn: (code: string) =>
      sendData<ChallengeMine>(
        'POST',
        `/org/challenge/${challengeId}/checkin`,
        { code },
        {
          retry: false,
        },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => refreshChallenges(client),
  });

/** POST /org/challenge/claim/{id}/approve | reject: the same rules as the approvals inbox. */
export const decideClaimMutation = () =>
  mutationOptions({
    mutationFn: ({
      claimId,
      decision,
      reason,
    }: {
      claimId: number;
      decision: 'approve' | 'reject';
      reason?: string;
    }) =>
      sendData<ChallengeClaim>(
        'POST',
        `/org/challenge/claim/${claimId}/${decision}`,
        decision === 'reject' ? { reason } : {},
        { retry: false },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => refreshChallenges(client),
  });
