// The profile: the caller's own profile (/profile, with the module flag on) and its main-menu
// entry. The public profile of others is composed by the app with the feed (app/routes).
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/my-profile-page'), 'MyProfilePage');
const icon = () => import('@mui/icons-material/PersonOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: 'profile', module: 'profile', page }],
  nav: [
    {
      key: 'profile',
      path: 'profile',
      labelKey: 'nav.profile',
      icon,
      module: 'profile',
      order: 30,
    },
  ],
};
