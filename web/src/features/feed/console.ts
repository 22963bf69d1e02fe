// The feed module's parts of the admin console: its sections and overview tile. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const recognitions = lazyRoute(() => import('./admin/recognitions-page'), 'RecognitionsPage');

export const consoleParts: ConsoleParts = {
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
};
