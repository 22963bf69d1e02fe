// The media library: the console's section where admins keep the pictures and animated GIFs
// people may add to a recognition (the send form's picker is a shared part,
// components/media/media-picker.tsx).
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const library = lazyRoute(() => import('./admin/media-page'), 'MediaPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection(
      'media',
      { module: 'recognitions', order: 35, labelKey: 'admin.media.nav' },
      library,
    ),
  ],
};
