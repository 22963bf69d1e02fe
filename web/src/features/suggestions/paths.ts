// The suggestions' screens: `/suggestions` (spec §2, config/paths.ts) with its tab in the query
// (the suggestion box, the ideas campaigns, the reviewers' inbox), one campaign below it,
// `/suggestions/ideas/:campaignId`, and one idea, `/suggestions/ideas/:campaignId/:ideaId`.
// Every module's query names are written once across the app (app/modules.test.ts).
import { paths } from '@/config/paths';

export const suggestionsParams = {
  /** The tab of `/suggestions`: box (default), ideas or review; of a campaign: ideas (default),
   *  review or analytics. */
  tab: 'area',
  /** A campaign's ideas in order: votes (default) or newest. */
  sort: 'ideaSort',
  /** The console: a campaign in the editor (`?ideasCampaign=<id>`), a new one (`?newIdeasCampaign`). */
  campaign: 'ideasCampaign',
  create: 'newIdeasCampaign',
} as const;

/** One campaign's address. */
export const campaignPath = (campaignId: number) => `${paths.suggestions}/ideas/${campaignId}`;

/** One idea's address. */
export const ideaPath = (campaignId: number, ideaId: number) =>
  `${paths.suggestions}/ideas/${campaignId}/${ideaId}`;

/** The routes below `/suggestions` (an object: every address is a value of an object here). */
export const suggestionsRoutes = {
  campaign: `${paths.suggestions}/ideas/:campaignId`,
  idea: `${paths.suggestions}/ideas/:campaignId/:ideaId`,
} as const;
