// The public API documentation: on hosts containing "docs" (spec §1) it replaces the whole app
// (in the branded theme, with its toasts).
import { isDocsHost } from '@/lib/host';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  standalone: {
    hosts: isDocsHost,
    page: lazyRoute(() => import('./pages/docs-page'), 'DocsPage'),
  },
};
