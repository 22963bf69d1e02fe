// Psychosocial (NOM-035-STPS-2018), under the module flag `surveys` (no flag of its own): the
// person's questionnaires (/psychosocial: Guía I, then Guía II or III; the "Canalizaciones" tab
// for occupational-health staff), one application to answer
// (/psychosocial/:applicationId), the home's card (home.ts), the console's section (admin/:
// applications per centro de trabajo, roster and sample, results through the privacy engine,
// measures, dossier, health staff and the guides) and the notification kinds. No main-menu
// entry: the flag is the surveys', which organisations outside Mexico use too; people reach
// /psychosocial from the home's card (something to answer, or referrals waiting for the
// occupational-health staff) and from the notifications. Its console parts are in console.ts.
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { psychosocialPaths } from './paths';

const page = lazyRoute(() => import('./pages/psychosocial-page'), 'PsychosocialPage');
const answer = lazyRoute(() => import('./pages/questionnaire-page'), 'QuestionnairePage');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: psychosocialPaths.page, module: 'surveys', page },
    { path: psychosocialPaths.page, param: 'applicationId', module: 'surveys', page: answer },
  ],
};
