// The feed on the home: the organisation's recognitions after the other cards (with
// recognitions on), its first page asked for as the home mounts, its skeleton meanwhile.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { feedQueryOptions } from './api/feed';
import { HomeFeedSkeleton } from './components/home-feed-skeleton';

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
};
