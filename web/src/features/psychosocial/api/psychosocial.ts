// The participant's side of NOM-035 (api/modules/psychosocial.yaml): their applications, one
// questionnaire (the guides with their sections and items, never their answers), Guía I's and
// Guía II/III's answers (sent once), and for occupational-health staff the referrals of Guía I.
// Answers are never cached nor stored in the browser (confidential): they live in the page's
// state until sent.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { getData, getPage, request, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type PsyMine = Schemas['PsyMine'];
export type PsyQuestionnaire = Schemas['PsyQuestionnaire'];
export type PsyGuide = Schemas['PsyGuide'];
export type PsySection = Schemas['PsySection'];
export type PsyOption = Schemas['PsyOption'];
export type PsyItem = Schemas['PsyItem'];
export type PsyText = Schemas['PsyText'];
export type PsyGuide1Outcome = Schemas['PsyGuide1Outcome'];
export type PsyAnswersInput = Schemas['PsyAnswersInput'];
export type PsyReferral = Schemas['PsyReferral'];
export type PsyGuideId = Schemas['PsyGuideId'];
export type PsyLevel = Schemas['PsyLevel'];
export type PsyState = Schemas['PsyState'];
export type ReferralStatus = PsyReferral['status'];
export type PsyRole = { health_staff: boolean; pending_referrals: number };
export type Guide1Answer = 'yes' | 'no';
export type LikertAnswer = PsyAnswersInput['answers'][string];
export type FilterId = keyof PsyAnswersInput['filters'];

export const REFERRAL_STATUSES: readonly ReferralStatus[] = ['pending', 'contacted', 'closed'];
export const REFERRAL_NOTE_MAX = 2000;

const ROOT = keyRoots.psychosocial;

export const psyKeys = {
  mine: () => [...ROOT, 'mine'] as const,
  questionnaire: (id: number) => [...ROOT, 'questionnaire', id] as const,
  role: () => [...ROOT, 'role'] as const,
  referrals: (status: string, page: number, perPage: number) =>
    [...ROOT, 'referrals', status, page, perPage] as const,
};

/** GET /psychosocial: my applications with what is left. */
export const myPsychosocialQueryOptions = () =>
  readQueryOptions(psyKeys.mine(), (options) => getData<PsyMine[]>('/psychosocial', options));

/** GET /psychosocial/{id}: one questionnaire to answer. */
export const questionnaireQueryOptions = (id: number) =>
  readQueryOptions(psyKeys.questionnaire(id), (options) =>
    getData<PsyQuestionnaire>(`/psychosocial/${id}`, options),
  );

/** GET /psychosocial/role: whether I am occupational-health staff. */
export const psyRoleQueryOptions = () =>
  readQueryOptions(psyKeys.role(), (options) => getData<PsyRole>('/psychosocial/role', options));

/** GET /psychosocial/referrals (health staff), by status, paged. */
export const referralsQueryOptions = (status: ReferralStatus | '', page: number, perPage: number) =>
  queryOptions({
    ...readQueryOptions(psyKeys.referrals(status, page, perPage), (options) =>
      getPage<PsyReferral>('/psychosocial/referrals', {
        ...options,
        params: { status: status || undefined, page, perPage },
      }),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /psychosocial/{id}/guide1: the outcome; my list and the questionnaire reload. */
export const answerGuide1Mutation = (id: number) =>
  mutationOptions({
    mutationFn: (answers: Record<string, Guide1Answer>) =>
      sendData<PsyGuide1Outcome>('POST', `/psychosocial/${id}/guide1`, { answers }),
    onSuccess: async (_outcome, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });

/** POST /psychosocial/{id}/responses (204). */
export const answerMainMutation = (id: number) =>
  mutationOptions({
    mutationFn: async (input: PsyAnswersInput) => {
      await request('POST', `/psychosocial/${id}/responses`, input);
    },
    onSuccess: async (_result, _input, _context, { client }) => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });

/** PATCH /psychosocial/referrals/{id} (health staff). */
export const updateReferralMutation = () =>
  mutationOptions({
    mutationFn: ({ id, ...changes }: { id: number; status: ReferralStatus; note: string }) =>
      sendData<PsyReferral>('PATCH', `/psychosocial/referrals/${id}`, changes),
    // Not awaited: a referral whose new status leaves the filtered list unmounts its card once
    // the list is read again, and the card's own onSuccess (the saved message) must run first.
    onSuccess: (_saved, _input, _context, { client }) => {
      void client.invalidateQueries({ queryKey: [...ROOT, 'referrals'] });
      void client.invalidateQueries({ queryKey: psyKeys.role() });
    },
  });
