// The files repository on the home: the card of documents waiting for the person's read
// confirmation (FIL-3), shown only while some wait.
import { lazyComponent } from '@/lib/lazy-route';
import type { HomeSlots } from '@/lib/modules/home';

import { homePendingFilesQueryOptions } from './api/files';

export const home: HomeSlots = {
  cards: [
    {
      id: 'pendingFiles',
      order: 12.7,
      module: 'files_repository',
      queries: () => [homePendingFilesQueryOptions()],
      component: lazyComponent(() => import('./components/pending-files-card'), 'PendingFilesCard'),
    },
  ],
};
