// An organisation's own pages (module flag `custom_pages`, BEN-10, api/modules/custom_pages.yaml):
// one page at /pages/:pageId (its id or slug) with its blocks (rich text as the server sanitised
// it, images, buttons, forms answered in place, file links), the published pages of the person's
// audience in the main menu (frame.ts, found at run time), the console's section "Páginas"
// (admin/: the list, the block editor with its preview, publishing and versions) and the
// module's switch. Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { customPagesPaths } from './paths';

const one = lazyRoute(() => import('./pages/page-view'), 'PageViewPage');

export const manifest: ModuleManifest = {
  routes: [{ path: customPagesPaths.page, param: 'pageId', module: 'custom_pages', page: one }],
};
