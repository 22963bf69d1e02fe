// The feed on the home: the organisation's recognitions after the other cards (with
// recognitions on), its first page asked for as the home mounts, its skeleton meanwhile; and in
// the right rail this month's top recognisers and trending values (one read for both).
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { feedHighlightsQueryOptions, feedQueryOptions } from './api/feed';
import { HomeFeedSkeleton } from './components/home-feed-skeleton';

const highlights = () => [feedHighlightsQueryOptions()];

export const home: HomeSlots = {
  cards: [
    {
      id: 'feed',
      order: 40,
      module: 'recognitions',
      prefetch: (client) => void client.prefetchInfiniteQuery(feedQueryOptions()),
      component: lazyComponent(() => import('./components/home-feed'), 'HomeFeed'),
      placeholder: HomeFeedSkeleton,
      main: true,
    },
  ],
  rail: [
    {
      id: 'topRecognisers',
      order: 20,
      module: 'recognitions',
      queries: highlights,
      component: lazyComponent(() => import('./components/highlights-cards'), 'TopRecognisersCard'),
    },
    {
      id: 'trendingValues',
      order: 30,
      module: 'recognitions',
      queries: highlights,
      component: lazyComponent(() => import('./components/highlights-cards'), 'TrendingValuesCard'),
    },
  ],
};
