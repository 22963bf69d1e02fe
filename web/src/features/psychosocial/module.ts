// Psychosocial (NOM-035-STPS-2018), under the module flag `surveys` (no flag of its own): the
// person's questionnaires (/psychosocial: Guía I, then Guía II or III; the "Canalizaciones" tab
// for occupational-health staff) with its main-menu entry, one application to answer
// (/psychosocial/:applicationId), the home's card (home.ts), the console's section (admin/:
// applications per centro de trabajo, roster and sample, results through the privacy engine,
// measures, dossier, health staff and the guides) and the notification kinds.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

import { psychosocialPaths } from './paths';

const page = lazyRoute(() => import('./pages/psychosocial-page'), 'PsychosocialPage');
const answer = lazyRoute(() => import('./pages/questionnaire-page'), 'QuestionnairePage');
const admin = lazyRoute(() => import('./admin/psychosocial-admin-page'), 'PsychosocialAdminPage');
const icon = () => import('@mui/icons-material/AssignmentTurnedInOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: psychosocialPaths.page, module: 'surveys', page },
    { path: psychosocialPaths.page, param: 'applicationId', module: 'surveys', page: answer },
  ],
  nav: [
    {
      key: 'psychosocial',
      path: psychosocialPaths.page,
      labelKey: 'psychosocial.nav',
      icon,
      module: 'surveys',
      order: 24.5,
    },
  ],
  adminSections: [
    // Its segment is its id: psychosocialPaths.admin.
    adminSection(
      'psychosocial',
      { module: 'surveys', order: 57.5, labelKey: 'psychosocial.admin.nav' },
      admin,
    ),
  ],
};
