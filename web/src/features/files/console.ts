// The files module's parts of the admin console: its sections and module switch. They load with the
// console, not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const admin = lazyRoute(() => import('./admin/files-admin-page'), 'FilesAdminPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    // Its segment is its id: filesPaths.admin.
    adminSection(
      'files',
      { module: 'files_repository', order: 55.5, labelKey: 'files.admin.nav' },
      admin,
    ),
  ],
  switches: [
    {
      flag: 'files_repository',
      name: 'files.modules.files_repository.name',
      description: 'files.modules.files_repository.description',
    },
  ],
};
