// Invoices and reimbursements (module flag `invoices`, engagement.md §11 BEN-7,
// api/modules/invoices.yaml): the person's invoices (/invoices: each with its amount, date and
// state, paged, and "Subir factura": the CFDI's XML and/or a receipt) and one invoice
// (/invoices/:invoiceId: what the CFDI says, its files, its way so far, "Retirar" while it waits),
// their main-menu entry after the benefits, the console's section "Facturas" (admin/: every
// invoice by status, "Registrar pago", the payroll CSVs), the approvals inbox's kind, the
// notification kinds and the module's switch. Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { invoicesPaths } from './paths';

const list = lazyRoute(() => import('./pages/invoices-page'), 'InvoicesPage');
const one = lazyRoute(() => import('./pages/invoice-page'), 'InvoicePage');
const icon = () => import('@mui/icons-material/ReceiptLongOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: invoicesPaths.list, module: 'invoices', page: list },
    { path: invoicesPaths.list, param: 'invoiceId', module: 'invoices', page: one },
  ],
  nav: [
    {
      key: 'invoices',
      path: invoicesPaths.list,
      labelKey: 'invoices.nav',
      icon,
      module: 'invoices',
      order: 18.9,
    },
  ],
  approvalKinds: { invoice: { labelKey: 'invoices.approvalKind', order: 46 } },
};
