// Corporate values (module flag `corporate_values`): the values page (/corp_values) with its
// main-menu entry and the module's switch. The values themselves are edited in the recognition
// console (features/recognition/admin/values); the send dialog suggests them (VAL-★3). The
// person's choice to appear in the top lists is on the page and among their profile settings.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/values-page'), 'ValuesPage');
const privacy = lazyComponent(
  () => import('./components/values-privacy-switch'),
  'ValuesPrivacySection',
);
const icon = () => import('@mui/icons-material/Diversity3Outlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.corporateValues, module: 'corporate_values', page }],
  nav: [
    {
      key: 'corporateValues',
      path: paths.corporateValues,
      labelKey: 'values.nav',
      icon,
      module: 'corporate_values',
      order: 21,
    },
  ],
  // VAL-3: "Tu privacidad" among the person's settings too, beside their other choices about what
  // others see of them.
  profileSections: [
    {
      id: 'valuesPrivacy',
      place: 'own.settings',
      module: 'corporate_values',
      order: 20,
      component: privacy,
    },
  ],
};
