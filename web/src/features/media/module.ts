// The media library: the console's section where admins keep the pictures and animated GIFs
// people may add to a recognition (the send form's picker is a shared part,
// components/media/media-picker.tsx).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const library = lazyRoute(() => import('./admin/media-page'), 'MediaPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection(
      'media',
      { module: 'recognitions', order: 35, labelKey: 'admin.media.nav' },
      library,
    ),
  ],
};
