// Forms (module flag `forms`): the screen where a person answers an admin-built form
// (/forms/:formId), and the console's forms section (admin/: the list and the builder).
// Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { formsPaths } from './paths';

const answer = lazyRoute(() => import('./pages/form-page'), 'FormPage');

export const manifest: ModuleManifest = {
  routes: [{ path: formsPaths.answer, param: 'formId', module: 'forms', page: answer }],
};
