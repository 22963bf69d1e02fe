// The feed lives on the home (home.ts); a post has a page of its own (/post/:id, with
// recognitions on), where notifications lead; a person's recognitions are a section of their
// public profile. The admin console gets the list of every recognition, with filing and message
// edits, and a tile of its overview (this month's participation, recognitions and departments).
// The feed words the notifications of likes, comments, boosts and replies.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const post = lazyRoute(() => import('./pages/post-page'), 'PostPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [{ path: paths.post, param: 'id', module: 'recognitions', page: post }],
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
