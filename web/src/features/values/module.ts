// Corporate values (module flag `corporate_values`): the values page (/corp_values) with its
// main-menu entry and the module's switch. The values themselves are edited in the recognition
// console (features/recognition/admin/values); the send dialog suggests them (VAL-★3).
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const page = lazyRoute(() => import('./pages/values-page'), 'ValuesPage');
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
  switches: [
    {
      flag: 'corporate_values',
      name: 'values.modules.corporateValues.name',
      description: 'values.modules.corporateValues.description',
    },
  ],
};
