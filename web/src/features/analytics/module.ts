// Analytics (module flag `analytics`, engagement.md §14 ANA-1/ANA-5/ANA-★1,
// api/modules/analytics.yaml): the standard dashboard `/charts` "Analítica" for admins (tiles
// with the previous period, hand-made SVG charts each with "Ver como tabla", "¿Cómo se calcula?"
// from the metric registry and a CSV), its main-menu entry (admins only, just before
// "Administración") and the module's switch. The chart code loads with the route only. The
// leader's dashboard `/charts/team` "Mi equipo" (ANA-2) has its own entry for leaders and admins,
// beside "Pendientes de aprobar". Custom analytics (ANA-4): `/charts/custom` "Análisis a medida"
// (the saved views and the editor) and one view `/charts/custom/:viewId`, for leaders and admins,
// with its entry just after "Mi equipo", and the notification kind of a view's digest.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { analyticsPaths } from './paths';

const charts = lazyRoute(() => import('./pages/charts-page'), 'ChartsPage');
const team = lazyRoute(() => import('./pages/team-page'), 'TeamPage');
const icon = () => import('@mui/icons-material/InsightsOutlined');
const teamIcon = () => import('@mui/icons-material/Diversity3Outlined');
const customViews = lazyRoute(() => import('./pages/custom-views-page'), 'CustomViewsPage');
const customView = lazyRoute(() => import('./pages/custom-view-page'), 'CustomViewPage');
const customIcon = () => import('@mui/icons-material/QueryStatsOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.charts, module: 'analytics', page: charts },
    { path: analyticsPaths.team, module: 'analytics', page: team },
    { path: analyticsPaths.custom, module: 'analytics', page: customViews },
    { path: analyticsPaths.custom, param: 'viewId', module: 'analytics', page: customView },
  ],
  nav: [
    {
      key: 'analyticsTeam',
      path: analyticsPaths.team,
      labelKey: 'analytics.team.nav',
      icon: teamIcon,
      module: 'analytics',
      role: ['leader', 'admin'],
      order: 28.7,
    },
    {
      key: 'analyticsCustom',
      path: analyticsPaths.custom,
      labelKey: 'analytics.custom.nav',
      icon: customIcon,
      module: 'analytics',
      role: ['leader', 'admin'],
      order: 28.75,
    },
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
};
