// Public API keys: the console's Settings → Public API section.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const apiKeys = lazyRoute(() => import('./pages/api-keys-page'), 'ApiKeysPage');

export const manifest: ModuleManifest = {
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
