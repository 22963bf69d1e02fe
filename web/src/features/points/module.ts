// Points: the admin console's budgets section (distribute, allowance rules, extra points,
// transfers, outputs report), and the wording of the points_granted notification.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const budgets = lazyRoute(() => import('./admin/budgets-page'), 'BudgetsPage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  adminSections: [adminSection('budgets', { module: null, order: 40 }, budgets)],
};
