// The console's challenges (api/modules/challenges.yaml, manage=true): every challenge in any
// status (archived ones behind their filter), creating and editing one, its lifecycle (activate,
// toggle, end, archive), its claims (approve or reject) and its figures. Every write reloads the
// console's reads and the person's.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';

import { getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import type {
  Challenge,
  ChallengeClaim,
  ChallengeClaimStatus,
  ChallengeDetail,
  ChallengeStatus,
} from './challenges';
import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type ChallengeInput = Schemas['ChallengeInput'];
export type ChallengeAudience = Schemas['ChallengeAudience'];
export type ChallengeStats = Schemas['ChallengeStats'];

/** A lifecycle step and its call. */
export type LifecycleStep = 'activate' | 'toggle' | 'end' | 'archive';

export const ADMIN_PAGE_SIZE = 20;

const ROOT = keyRoots.adminChallenges;
const PERSON_ROOT = keyRoots.challenges;

export const adminChallengeKeys = {
  all: () => ROOT,
  list: (status: ChallengeStatus | null, page: number, perPage: number) =>
    [...ROOT, 'list', status, page, perPage] as const,
  one: (challengeId: number) => [...ROOT, 'one', challengeId] as const,
  claims: (challengeId: number, status: ChallengeClaimStatus | null, page: number) =>
    [...ROOT, 'one', challengeId, 'claims', status, page] as const,
  stats: (challengeId: number) => [...ROOT, 'one', challengeId, 'stats'] as const,
};

/** GET /org/challenge?manage=true: every challenge, new first; a status filter ("Archivados"). */
export const managedChallengesQueryOptions = (
  status: ChallengeStatus | null,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminChallengeKeys.list(status, page, perPage), (options) =>
      getPage<Challenge>('/org/challenge', {
        ...options,
        params: { manage: true, status: status ?? undefined, page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const managedChallengeQueryOptions = (challengeId: number) =>
  readQueryOptions(adminChallengeKeys.one(challengeId), (options) =>
    getData<ChallengeDetail>(`/org/challenge/${challengeId}`, options),
  );

/** GET /org/challenge/{id}/claims: pending first, then newest. */
export const challengeClaimsQueryOptions = (
  challengeId: number,
  status: ChallengeClaimStatus | null,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(adminChallengeKeys.claims(challengeId, status, page), (options) =>
      getPage<ChallengeClaim>(`/org/challenge/${challengeId}/claims`, {
        ...options,
        params: { status: status ?? undefined, page: page + 1, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const challengeStatsQueryOptions = (challengeId: number) =>
  readQueryOptions(adminChallengeKeys.stats(challengeId), (options) =>
    getData<ChallengeStats>(`/org/challenge/${challengeId}/stats`, options),
  );

const reload = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: PERSON_ROOT }),
  ]);

/** POST /org/challenge (201, a draft put first) or /org/challenge/edit (id in the body). 422
 *  invalid_challenge names every bad field; 409 challenge_locked names the locked ones. */
export const saveChallengeMutation = (challengeId: number | null) =>
  mutationOptions({
    mutationFn: (input: ChallengeInput) =>
      challengeId === null
        ? sendData<ChallengeDetail>('POST', '/org/challenge', input, { retry: false })
        : sendData<ChallengeDetail>(
            'POST',
            '/org/challenge/edit',
            { ...input, id: challengeId },
            { retry: false },
          ),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

/** POST /org/challenge/activate | toggle | end | archive {id}. */
export const lifecycleMutation = () =>
  mutationOptions({
    mutationFn: ({ step, challengeId }: { step: LifecycleStep; challengeId: number }) =>
      sendData<ChallengeDetail>(
        'POST',
        `/org/challenge/${step}`,
        { id: challengeId },
        {
          retry: false,
        },
      ),
    onSettled: (_data, _error, _input, _result, { client }) => reload(client),
  });

export type BadgeOption = Schemas['Badge'];

/** GET /badges: the active badges a challenge may give. */
export const badgesQueryOptions = () =>
  readQueryOptions([...ROOT, 'badges'] as const, (options) =>
    getData<BadgeOption[]>('/badges', options),
  );
