// A person's surveys (api/modules/surveys.yaml): their lists, one survey to answer with its saved
// draft and their group's size, saving the draft as they type, and sending the answers.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';

import { apiClient, getData, getPage, sendData, type RequestOptions } from '@/api/client';
import { idempotencyHeaders } from '@/api/idempotency';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';
import type { FormLanguage } from '@/lib/forms/localize';
import type { Answers, FormContext, FormDefinition } from '@/lib/forms/types';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type Confidentiality = Schemas['SurveyConfidentiality'];
export const CONFIDENTIALITY_MODES: readonly Confidentiality[] = [
  'attributed',
  'confidential',
  'anonymous',
];

/** A survey of the person's lists, its texts in their language (Spanish where there is no
 *  English): still to answer (state pending, or draft when they saved one), answered, or closed. */
export type MemberSurvey = Schemas['MemberSurvey'];
/** The lists of `/surveys`. */
export type SurveyTab = 'pending' | 'answered' | 'closed';
export const SURVEY_TABS: readonly SurveyTab[] = ['pending', 'answered', 'closed'];

/** One survey to answer: its questions (the form's latest version, localised), the draft kept
 *  on the server, and the person's group (SUR-★4). */
export type SurveyToAnswer = Omit<Schemas['MemberSurveyDetail'], 'form' | 'draft'> & {
  form: Omit<Schemas['MemberForm'], 'definition' | 'context'> & {
    definition: FormDefinition<string>;
    context: FormContext;
  };
  draft: { answers: Answers; version: number } | null;
};

export type SurveyResponse = Schemas['SurveySubmitted'];

/** Whether a survey being answered can be sent now: open, paused (the admin may resume it) or
 *  closed. The contract's `state` has no paused yet (MemberSurvey.state: pending, draft,
 *  answered, closed); a `paused` there is read as paused. */
export function sendability(survey: MemberSurvey): 'open' | 'paused' | 'closed' {
  const state: string = survey.state;
  if (state === 'closed') return 'closed';
  if (state === 'paused') return 'paused';
  return 'open';
}

const MEMBER = keyRoots.memberSurveys;

export const memberSurveyKeys = {
  all: () => MEMBER,
  list: (state: SurveyTab, language: FormLanguage, page: number, perPage: number) =>
    [...MEMBER, 'list', { state, language, page, perPage }] as const,
  one: (surveyId: number, language: FormLanguage) =>
    [...MEMBER, 'one', surveyId, language] as const,
};

/** GET /surveys?state=: a page of the person's surveys, newest first. `page` counts from 0 here,
 *  from 1 on the server. */
export const fetchMemberSurveys = (
  state: SurveyTab,
  language: FormLanguage,
  page: number,
  perPage: number,
  options: RequestOptions = {},
) =>
  getPage<MemberSurvey>('/surveys', {
    ...options,
    params: { state, language, page: page + 1, perPage },
  });

export const memberSurveysQueryOptions = (
  state: SurveyTab,
  language: FormLanguage,
  page: number,
  perPage: number,
) =>
  queryOptions({
    ...readQueryOptions(memberSurveyKeys.list(state, language, page, perPage), (options) =>
      fetchMemberSurveys(state, language, page, perPage, options),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /surveys/{id}?language=: 404 when the person is not in its audience or it is not open,
 *  paused or closed. */
export const fetchSurveyToAnswer = (
  surveyId: number,
  language: FormLanguage,
  options: RequestOptions = {},
) => getData<SurveyToAnswer>(`/surveys/${surveyId}`, { ...options, params: { language } });

export const surveyToAnswerQueryOptions = (surveyId: number, language: FormLanguage) =>
  queryOptions({
    ...readQueryOptions(memberSurveyKeys.one(surveyId, language), (options) =>
      fetchSurveyToAnswer(surveyId, language, options),
    ),
    // The draft is the server's: reading it again while answering would replace what is typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** PUT /surveys/{id}/draft: the answers so far, to resume on any device (204). */
export const saveSurveyDraft = async (surveyId: number, version: number, answers: Answers) => {
  await apiClient.put<null>(`/surveys/${surveyId}/draft`, { answers, version });
};

/** POST /surveys/{id}/responses with an Idempotency-Key (a retry of the same answers reuses it),
 *  and whether its comments may be answered (allow_replies): 201 with the points earned; 422 invalid_answers names each bad answer, 409 survey_not_open or
 *  already_answered. Every list of the person's surveys is read again. */
export const submitSurveyMutation = (surveyId: number) =>
  mutationOptions({
    mutationFn: ({
      version,
      answers,
      allow_replies = false,
      key,
    }: {
      version: number;
      answers: Answers;
      /** The organisation may reply to this response's comments anonymously (SUR-17). */
      allow_replies?: boolean;
      key: string;
    }) =>
      sendData<SurveyResponse>(
        'POST',
        `/surveys/${surveyId}/responses`,
        { answers, version, allow_replies },
        { headers: idempotencyHeaders(key) },
      ),
    onSuccess: (_sent, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: MEMBER }),
  });

/** The home's card: the first few surveys to answer (read again when the home mounts). */
export const homeSurveysQueryOptions = (language: FormLanguage) =>
  memberSurveysQueryOptions('pending', language, 0, 3);

/** The UI language as the surveys' calls take it. */
export const surveyLanguage = (language: string): FormLanguage =>
  language.startsWith('en') ? 'en' : 'es';
