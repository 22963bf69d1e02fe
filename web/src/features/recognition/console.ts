// The recognition module's parts of the admin console: its sections and module switch. They load
// with the console, not with the entry (lib/modules/console.ts); the rest of the module is
// module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const types = lazyRoute(() => import('./admin/types/types-page'), 'TypesPage');
const values = lazyRoute(() => import('./admin/values/values-page'), 'ValuesPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'types',
      { module: 'recognitions', order: 10, labelKey: 'admin.nav.types' },
      types,
    ),
    adminSection(
      'values',
      { module: 'recognitions', order: 20, labelKey: 'admin.nav.values' },
      values,
    ),
  ],
  switches: [
    {
      flag: 'recognitions',
      name: 'recognition.modules.recognitions.name',
      description: 'recognition.modules.recognitions.description',
    },
  ],
};
