// The invoices module's parts of the admin console: its sections and module switch. They load with
// the console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/invoices-admin-page'), 'InvoicesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: invoicesPaths.admin.
    adminSection(
      'invoices',
      { module: 'invoices', order: 57.37, labelKey: 'invoices.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'invoices',
      name: 'invoices.modules.invoices.name',
      description: 'invoices.modules.invoices.description',
    },
  ],
};
