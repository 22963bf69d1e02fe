// Suggestions and ideas (module flags `suggestions` and `ideas`, issue 32, engagement.md §9):
// /suggestions with the suggestion box (anonymous by default, the person's own suggestions), the
// ideas campaigns and the reviewers' inbox; one campaign (/suggestions/ideas/:campaignId, with
// its reviewers' grouping and analytics) and one idea (/suggestions/ideas/:campaignId/:ideaId);
// the main-menu entry for people with either flag on, the console's campaigns and box settings,
// the notification kinds, the points' ledger kinds and the two flags' switches. The home's card
// is in home.ts. The recognition composer's "Sugerir mensaje" lives in the recognition feature
// (its own call to POST /ideas/recognition_messages). Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { suggestionsRoutes } from './paths';

const page = lazyRoute(() => import('./pages/suggestions-page'), 'SuggestionsPage');
const campaign = lazyRoute(() => import('./pages/campaign-page'), 'CampaignPage');
const idea = lazyRoute(() => import('./pages/idea-page'), 'IdeaPage');
const icon = () => import('@mui/icons-material/LightbulbOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    // Either flag opens the page (its tabs follow the flags); with both off it says so.
    { path: paths.suggestions, module: null, page },
    { path: suggestionsRoutes.campaign, module: 'ideas', page: campaign },
    { path: suggestionsRoutes.idea, module: 'ideas', page: idea },
  ],
  nav: [
    {
      key: 'suggestions',
      path: paths.suggestions,
      labelKey: 'suggestions.nav',
      icon,
      module: ['suggestions', 'ideas'],
      order: 27.8,
    },
  ],
  ledgerKinds: {
    idea_accepted: {
      entry: 'suggestions.ledger.accepted.entry',
      total: 'suggestions.ledger.accepted.total',
    },
    idea_implemented: {
      entry: 'suggestions.ledger.implemented.entry',
      total: 'suggestions.ledger.implemented.total',
    },
  },
};
