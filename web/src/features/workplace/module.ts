// Workplace (module flag `workplace`, issue 33, api/modules/workplace.yaml): the organisation's
// sites (centros de trabajo) and who works where. The person's page "Mi centro de trabajo"
// (pages/: their site, the other modules' facts about them such as their working hours, and who
// works there; its menu entry shows while they have a site, see frame.ts), the console's section
// "Centros de trabajo" (admin/: the sites with their editor, the people of each, assigning people
// or a whole department, archiving and deleting), the profile's part about the person's site
// (their wall and their public profile: the `public.about` place) and the module's switch.
// Its console parts are in console.ts.
import { lazyComponent } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';
import { lazyProfileRoute } from '@/lib/modules/registry';

import { workplacePaths } from './paths';
// With the profiles' `public.about` parts, which the page shows beside the site.
const page = lazyProfileRoute(
  () => import('./pages/my-workplace-page'),
  'MyWorkplacePage',
  'public',
);

export const manifest: ModuleManifest = {
  routes: [{ path: workplacePaths.page, module: 'workplace', page }],
  profileSections: [
    {
      id: 'workplace',
      place: 'public.about',
      module: 'workplace',
      order: 10,
      component: lazyComponent(
        () => import('./components/workplace-profile-section'),
        'WorkplaceProfileSection',
      ),
    },
  ],
};
