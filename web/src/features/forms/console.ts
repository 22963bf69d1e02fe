// The forms module's parts of the admin console: its sections and module switch. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/forms-admin-page'), 'FormsAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('forms', { module: 'forms', order: 58, labelKey: 'forms.admin.nav' }, admin),
  ],
  switches: [
    {
      flag: 'forms',
      name: 'forms.modules.forms.name',
      description: 'forms.modules.forms.description',
    },
  ],
};
