// Files repository (module flag `files_repository`, engagement.md §10: FIL-1…4, ★1): the
// documents page (/files: the folders a person sees, their personal folder, what waits for their
// read confirmation, search), one folder (/files/folders/:folderId) and one file with its preview,
// versions and confirmation (/files/:fileId), the main-menu entry, the console's section (admin/:
// personal folders and the bulk upload), the wording of its notification (a document expiring)
// and the module's switch. The home's card is in home.ts.
// Certificates share the flag but are their own feature (features/certificates).
// Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { filesPaths } from './paths';

const list = lazyRoute(() => import('./pages/files-page'), 'FilesPage');
const folder = lazyRoute(() => import('./pages/folder-page'), 'FolderPage');
const file = lazyRoute(() => import('./pages/file-page'), 'FilePage');
const icon = () => import('@mui/icons-material/FolderOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.files, module: 'files_repository', page: list },
    { path: filesPaths.folders, param: 'folderId', module: 'files_repository', page: folder },
    { path: paths.files, param: 'fileId', module: 'files_repository', page: file },
  ],
  nav: [
    {
      key: 'files',
      path: paths.files,
      labelKey: 'files.nav',
      icon,
      module: 'files_repository',
      order: 22.5,
    },
  ],
};
