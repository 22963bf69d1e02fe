// The organisation's settings: the console's Settings → General (name, language, time zone,
// country), Marca (colours, logos, tagline) and Módulos (which modules are on), for admins
// whatever modules are on (console.ts); and /general_settings (spec §2), which opens General.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { settingsSegments } from './paths';

const toGeneral = lazyRoute(
  () =>
    import('./admin/section-redirect').then(({ sectionRedirect }) => ({
      Redirect: sectionRedirect(settingsSegments.general),
    })),
  'Redirect',
);

export const manifest: ModuleManifest = {
  routes: [{ path: paths.generalSettings, module: null, page: toGeneral }],
};
