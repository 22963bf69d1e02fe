// The guide (spec §2's /clip_guide, "Guía"; ADR 0079): a page explaining to members how the
// product works, made of the sections each module brings in its own guide.ts (collected by the
// page, in its own chunk), shown while their module is on and to their role, with the
// organisation's own wording. Its main-menu entry sits after Soporte. Every organisation has it.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/guide-page'), 'GuidePage');
const icon = () => import('@mui/icons-material/MenuBookOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.clipGuide, module: null, page }],
  nav: [
    {
      key: 'guide',
      path: paths.clipGuide,
      labelKey: 'guide.nav',
      icon,
      module: null,
      // After Soporte (85), before Administración (90).
      order: 86,
    },
  ],
};
