// Forms (module flag `forms`): the screen where a person answers an admin-built form
// (/forms/:formId), and the console's forms section (admin/: the list and the builder).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

import { formsPaths } from './paths';

const answer = lazyRoute(() => import('./pages/form-page'), 'FormPage');
const admin = lazyRoute(() => import('./admin/forms-admin-page'), 'FormsAdminPage');

export const manifest: ModuleManifest = {
  routes: [{ path: formsPaths.answer, param: 'formId', module: 'forms', page: answer }],
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
