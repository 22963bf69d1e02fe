// Corporate benefits (module flag `benefits`, engagement.md §11, api/modules/benefits.yaml): the
// person's page (/benefits_page: "Mis beneficios", "Disponibles" and "Mis solicitudes") and one
// benefit (/benefits_page/:benefitId: how to use it, "Solicitar", "¿Por qué no puedo verlo?"),
// their main-menu entry near the catalog, the console's section "Beneficios" (admin/: the
// benefits with their counters, the editor with the eligibility preview and versions, every
// request), the approvals inbox's kind, the notification kind, the ledger kinds of the points a
// request holds and gives back, and the module's switch. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const list = lazyRoute(() => import('./pages/benefits-page'), 'BenefitsPage');
const one = lazyRoute(() => import('./pages/benefit-page'), 'BenefitPage');
const icon = () => import('@mui/icons-material/CardGiftcardOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.benefits, module: 'benefits', page: list },
    { path: paths.benefits, param: 'benefitId', module: 'benefits', page: one },
  ],
  nav: [
    {
      key: 'benefits',
      path: paths.benefits,
      labelKey: 'benefits.nav',
      icon,
      module: 'benefits',
      order: 18.5,
    },
  ],
  approvalKinds: { benefit_request: { labelKey: 'benefits.approvalKind', order: 40 } },
  ledgerKinds: {
    benefit: {
      entry: 'benefits.ledger.benefit.entry',
      total: 'benefits.ledger.benefit.total',
    },
    benefit_refund: {
      entry: 'benefits.ledger.benefit_refund.entry',
      total: 'benefits.ledger.benefit_refund.total',
    },
  },
};
