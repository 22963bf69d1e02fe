// Goals (module flag `goals`, issue 30, engagement.md §3): the person's goals, their team's,
// the company's alignment tree and every goal they may see (/goals), one goal with its
// check-ins, checklist, alignment and comments (/goals/:goalId), their main-menu entry, the
// console's section (categories and settings), the notification kinds, the home's card
// (home.ts) and a section of "Mi perfil" with the person's active goals.
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const list = lazyRoute(() => import('./pages/goals-page'), 'GoalsPage');
const detail = lazyRoute(() => import('./detail/goal-detail-page'), 'GoalDetailPage');
const icon = () => import('@mui/icons-material/TrackChangesOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.goals, module: 'goals', page: list },
    { path: paths.goals, param: 'goalId', module: 'goals', page: detail },
  ],
  nav: [
    {
      key: 'goals',
      path: paths.goals,
      labelKey: 'goals.nav',
      icon,
      module: 'goals',
      order: 26,
    },
  ],
  profileSections: [
    {
      id: 'goals',
      place: 'own.afterPoints',
      module: 'goals',
      order: 40,
      component: lazyComponent(() => import('./components/my-goals-card'), 'MyGoalsCard'),
    },
  ],
  ledgerKinds: {
    goal: {
      entry: 'goals.ledger.goal.entry',
      total: 'goals.ledger.goal.total',
    },
  },
};
