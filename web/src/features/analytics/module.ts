// Analytics (module flag `analytics`, engagement.md §14 ANA-1/ANA-5/ANA-★1,
// api/modules/analytics.yaml): the standard dashboard `/charts` "Analítica" for admins (tiles
// with the previous period, hand-made SVG charts each with "Ver como tabla", "¿Cómo se calcula?"
// from the metric registry and a CSV), its main-menu entry (admins only, just before
// "Administración") and the module's switch. The chart code loads with the route only.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const charts = lazyRoute(() => import('./pages/charts-page'), 'ChartsPage');
const icon = () => import('@mui/icons-material/InsightsOutlined');

export const manifest: ModuleManifest = {
  routes: [{ path: paths.charts, module: 'analytics', page: charts }],
  nav: [
    {
      key: 'analytics',
      path: paths.charts,
      labelKey: 'analytics.nav',
      icon,
      module: 'analytics',
      role: 'admin',
      order: 89,
    },
  ],
  switches: [
    {
      flag: 'analytics',
      name: 'analytics.modules.analytics.name',
      description: 'analytics.modules.analytics.description',
    },
  ],
};
