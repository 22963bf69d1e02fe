// Ideas on the home: the card of the open campaign that closes soonest, shown only while one is
// open to the person.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homeCampaignsFilter, campaignsQueryOptions } from './api/ideas';

export const home: HomeSlots = {
  cards: [
    {
      id: 'openCampaign',
      order: 17,
      module: 'ideas',
      queries: () => [campaignsQueryOptions(homeCampaignsFilter)],
      component: lazyComponent(() => import('./components/open-campaign-card'), 'OpenCampaignCard'),
    },
  ],
};
