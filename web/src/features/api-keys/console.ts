// Public API keys: the console's Settings → Public API section.
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const apiKeys = lazyRoute(() => import('./pages/api-keys-page'), 'ApiKeysPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'publicApi',
      {
        module: 'public_api',
        order: 100,
        segment: 'settings/public-api',
        group: 'settings',
        labelKey: 'admin.nav.publicApi',
      },
      apiKeys,
    ),
  ],
  switches: [
    {
      flag: 'public_api',
      name: 'apiKeys.modules.public_api.name',
      description: 'apiKeys.modules.public_api.description',
    },
  ],
};
