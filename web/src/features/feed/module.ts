// The feed lives on the home (home.ts); a post has a page of its own (/post/:id, with
// recognitions on), where notifications lead; a person's recognitions are a section of their
// public profile. The admin console gets the list of every recognition, with filing and message
// edits, and a tile of its overview (this month's participation, recognitions and departments).
// The feed words the notifications of likes, comments, boosts and replies.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const post = lazyRoute(() => import('./pages/post-page'), 'PostPage');
const recognitions = lazyRoute(() => import('./admin/recognitions-page'), 'RecognitionsPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [{ path: paths.post, param: 'id', module: 'recognitions', page: post }],
  adminSections: [
    adminSection(
      'recognitions',
      { module: 'recognitions', order: 50, labelKey: 'admin.nav.recognitions' },
      recognitions,
    ),
  ],
  overviewTiles: [
    {
      id: 'recognition',
      module: 'recognitions',
      order: 10,
      component: lazyComponent(
        () => import('./admin/recognition-overview-tile'),
        'RecognitionOverviewTile',
      ),
    },
  ],
  profileSections: [
    {
      id: 'personPosts',
      place: 'public.posts',
      module: 'recognitions',
      order: 10,
      component: lazyComponent(() => import('./components/person-posts'), 'PersonPosts'),
    },
  ],
  ledgerKinds: {
    boost: {
      entry: 'feed.ledger.boost.entry',
      total: 'feed.ledger.boost.total',
    },
  },
};
