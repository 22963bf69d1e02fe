// Invoices and reimbursements (module flag `invoices`, engagement.md §11 BEN-7,
// api/modules/invoices.yaml): the person's invoices (/invoices: each with its amount, date and
// state, paged, and "Subir factura": the CFDI's XML and/or a receipt) and one invoice
// (/invoices/:invoiceId: what the CFDI says, its files, its way so far, "Retirar" while it waits),
// their main-menu entry after the benefits, the console's section "Facturas" (admin/: every
// invoice by status, "Registrar pago", the payroll CSVs), the approvals inbox's kind, the
// notification kinds and the module's switch.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

import { invoicesPaths } from './paths';

const list = lazyRoute(() => import('./pages/invoices-page'), 'InvoicesPage');
const one = lazyRoute(() => import('./pages/invoice-page'), 'InvoicePage');
const admin = lazyRoute(() => import('./admin/invoices-admin-page'), 'InvoicesAdminPage');
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
  adminSections: [
    // Its segment is its id: invoicesPaths.admin.
    adminSection(
      'invoices',
      { module: 'invoices', order: 57.37, labelKey: 'invoices.admin.nav' },
      admin,
    ),
  ],
  approvalKinds: { invoice: { labelKey: 'invoices.approvalKind', order: 46 } },
  switches: [
    {
      flag: 'invoices',
      name: 'invoices.modules.invoices.name',
      description: 'invoices.modules.invoices.description',
    },
  ],
};
