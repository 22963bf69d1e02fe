// The ideas campaigns' calls (api/modules/suggestions.yaml, flag `ideas`): the campaigns a person
// may see (and every one for admins), one campaign, its ideas by votes or newest, similar ideas
// while a title is typed, one idea with its comments, history and scores, and the writes: an
// idea, a vote, a comment (edit and delete within 15 minutes), a status with its public reason,
// a reviewer's score, a campaign (admins) and the campaign's analytics.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

import { apiClient, getData, getPage, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type IdeaCampaign = Schemas['IdeaCampaign'];
export type IdeaCampaignStatus = Schemas['IdeaCampaignStatus'];
export type IdeaCampaignInput = Schemas['IdeaCampaignInput'];
export type IdeaCampaignPatch = Schemas['IdeaCampaignPatch'];
export type IdeaAudience = Schemas['IdeaAudience'];
export type Idea = Schemas['Idea'];
export type IdeaDetail = Schemas['IdeaDetail'];
export type IdeaComment = Schemas['IdeaComment'];
export type IdeaStatus = Schemas['IdeaStatus'];
export type IdeaQuadrant = Schemas['IdeaQuadrant'];
export type IdeaInput = Schemas['IdeaInput'];
export type SimilarIdea = Schemas['SimilarIdea'];
export type IdeaVote = Schemas['IdeaVote'];
export type IdeaScoreSummary = Schemas['IdeaScoreSummary'];
export type IdeaScoreInput = Schemas['IdeaScoreInput'];
export type IdeaCampaignAnalytics = Schemas['IdeaCampaignAnalytics'];

export const IDEA_STATUSES: readonly IdeaStatus[] = [
  'nueva',
  'en_evaluacion',
  'aceptada',
  'implementada',
  'descartada',
];
export type IdeaSort = 'votes' | 'newest';
export const IDEA_SORTS: readonly IdeaSort[] = ['votes', 'newest'];

export const IDEA_LIMITS = {
  title: 120,
  body: 4000,
  comment: 2000,
  reason: 1000,
  note: 1000,
  attachments: 5,
  campaignTitle: 200,
  campaignDescription: 4000,
  points: 10_000,
  reviewers: 20,
} as const;

const ROOT = keyRoots.ideas;

export type CampaignsFilter = { manage: boolean; page: number; perPage: number };
export type IdeasFilter = {
  sort: IdeaSort;
  status?: IdeaStatus | '';
  quadrant?: IdeaQuadrant | '';
  page: number;
  perPage: number;
};

export const ideaKeys = {
  all: () => ROOT,
  campaigns: (filter: CampaignsFilter) => [...ROOT, 'campaigns', filter] as const,
  campaign: (id: number) => [...ROOT, 'campaign', id] as const,
  ideas: (campaignId: number, filter: IdeasFilter) =>
    [...ROOT, 'campaign', campaignId, 'ideas', filter] as const,
  similar: (campaignId: number, text: string) =>
    [...ROOT, 'campaign', campaignId, 'similar', text] as const,
  analytics: (campaignId: number) => [...ROOT, 'campaign', campaignId, 'analytics'] as const,
  idea: (id: number) => [...ROOT, 'idea', id] as const,
};

export const campaignsQueryOptions = (filter: CampaignsFilter) =>
  queryOptions({
    ...readQueryOptions(ideaKeys.campaigns(filter), (options) =>
      getPage<IdeaCampaign>('/ideas/campaigns', {
        ...options,
        params: {
          manage: filter.manage ? 1 : undefined,
          page: filter.page + 1,
          perPage: filter.perPage,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const campaignQueryOptions = (id: number) =>
  readQueryOptions(ideaKeys.campaign(id), (options) =>
    getData<IdeaCampaign>(`/ideas/campaigns/${id}`, options),
  );

export const campaignIdeasQueryOptions = (campaignId: number, filter: IdeasFilter) =>
  queryOptions({
    ...readQueryOptions(ideaKeys.ideas(campaignId, filter), (options) =>
      getPage<Idea>(`/ideas/campaigns/${campaignId}/ideas`, {
        ...options,
        params: {
          sort: filter.sort,
          status: filter.status || undefined,
          quadrant: filter.quadrant || undefined,
          page: filter.page + 1,
          perPage: filter.perPage,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const similarIdeasQueryOptions = (campaignId: number, text: string) =>
  queryOptions({
    ...readQueryOptions(ideaKeys.similar(campaignId, text), (options) =>
      getData<SimilarIdea[]>(`/ideas/campaigns/${campaignId}/similar`, {
        ...options,
        params: { text },
      }),
    ),
    enabled: text.trim().length >= 3,
    placeholderData: keepPreviousData,
  });

export const analyticsQueryOptions = (campaignId: number) =>
  readQueryOptions(ideaKeys.analytics(campaignId), (options) =>
    getData<IdeaCampaignAnalytics>(`/ideas/campaigns/${campaignId}/analytics`, options),
  );

export const ideaQueryOptions = (id: number) =>
  readQueryOptions(ideaKeys.idea(id), (options) => getData<IdeaDetail>(`/ideas/${id}`, options));

export const createIdea = (campaignId: number, input: IdeaInput) =>
  sendData<IdeaDetail>('POST', `/ideas/campaigns/${campaignId}/ideas`, input);
export const voteIdea = (ideaId: number, vote: boolean) =>
  sendData<IdeaVote>(vote ? 'PUT' : 'DELETE', `/ideas/${ideaId}/vote`);
export const commentIdea = (ideaId: number, body: string, parentId: number | null) =>
  sendData<IdeaComment>('POST', `/ideas/${ideaId}/comments`, { body, parent_id: parentId });
export const editIdeaComment = (ideaId: number, commentId: number, body: string) =>
  sendData<IdeaComment>('PATCH', `/ideas/${ideaId}/comments/${commentId}`, { body });
export const deleteIdeaComment = async (ideaId: number, commentId: number) => {
  await apiClient.delete(`/ideas/${ideaId}/comments/${commentId}`);
};
export const changeIdeaStatus = (
  ideaId: number,
  body: { status: IdeaStatus; reason: string | null },
) => sendData<IdeaDetail>('POST', `/ideas/${ideaId}/status`, body);
export const scoreIdea = (ideaId: number, body: IdeaScoreInput) =>
  sendData<IdeaScoreSummary>('PUT', `/ideas/${ideaId}/score`, body);
export const createCampaign = (input: IdeaCampaignInput) =>
  sendData<IdeaCampaign>('POST', '/ideas/campaigns', input);
export const updateCampaign = (id: number, patch: IdeaCampaignPatch) =>
  sendData<IdeaCampaign>('PATCH', `/ideas/campaigns/${id}`, patch);

/** Reads every cached ideas read again after a write (votes and counts move together). */
export const refreshIdeas = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ideaKeys.all() });

/** The home's card: the first page of the person's campaigns (open ones first, closing soonest
 *  first). */
export const homeCampaignsFilter: CampaignsFilter = { manage: false, page: 0, perPage: 5 };
