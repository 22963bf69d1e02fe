// The feed lives on the home page (composed by the app); the admin console gets the list of
// every recognition, with filing and message edits.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const recognitions = lazyRoute(() => import('./admin/recognitions-page'), 'RecognitionsPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection('recognitions', { module: 'recognitions', order: 50 }, recognitions),
  ],
};
