// The custom pages module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/pages-admin-page'), 'PagesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: customPagesPaths.admin.
    adminSection(
      'pages',
      { module: 'custom_pages', order: 57.4, labelKey: 'customPages.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'custom_pages',
      name: 'customPages.modules.custom_pages.name',
      description: 'customPages.modules.custom_pages.description',
    },
  ],
};
