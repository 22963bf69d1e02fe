// A leader's view of the surveys reaching their people (SUR-18, api/modules/surveys.yaml): the
// surveys (/surveys/team, 403 not_a_leader for anyone who leads nobody) and one survey's figures
// for each department they lead, or the nearest group published when theirs is below k.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { getData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components, paths as ApiPaths } from '@/api/schema';
import type { FormLanguage } from '@/lib/forms/localize';

import { memberSurveyKeys } from './surveys';

export type TeamSurvey =
  ApiPaths['/surveys/team']['get']['responses']['200']['content']['application/json']['data'][number];
export type TeamResults = components['schemas']['SurveyTeamResults'];
export type TeamGroup = TeamResults['groups'][number];

export const teamKeys = {
  list: () => [...memberSurveyKeys.all(), 'team'] as const,
  results: (surveyId: number, cycle: number | null, language: FormLanguage) =>
    [...memberSurveyKeys.all(), 'team', 'results', surveyId, { cycle, language }] as const,
};

/** GET /surveys/team: newest first, titles in the person's language. Its 403 not_a_leader is an
 *  answer (no tab), not retried. */
export const teamSurveysQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(teamKeys.list(), (options) =>
      getData<TeamSurvey[]>('/surveys/team', options),
    ),
    retry: false,
  });

/** GET /surveys/{id}/team_results?cycle=&language= (404 when the survey does not reach their
 *  people). */
export const teamResultsQueryOptions = (
  surveyId: number,
  cycle: number | null,
  language: FormLanguage,
) =>
  queryOptions({
    ...readQueryOptions(teamKeys.results(surveyId, cycle, language), (options) =>
      getData<TeamResults>(`/surveys/${surveyId}/team_results`, {
        ...options,
        params: { language, ...(cycle !== null && { cycle }) },
      }),
    ),
    placeholderData: keepPreviousData,
  });
