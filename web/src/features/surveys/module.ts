// Surveys (module flag `surveys`): the person's surveys (/surveys) and one to answer
// (/surveys/:surveyId) with their main-menu entry, and the console's section (admin/: the list,
// the editor, the privacy preview and the results). The home's card is in home.ts, the frame's
// listener of the live count in frame.ts. Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

const list = lazyRoute(() => import('./pages/surveys-page'), 'SurveysPage');
const answer = lazyRoute(() => import('./pages/survey-page'), 'SurveyPage');
const icon = () => import('@mui/icons-material/PollOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.surveys, module: 'surveys', page: list },
    { path: paths.surveys, param: 'surveyId', module: 'surveys', page: answer },
  ],
  nav: [
    {
      key: 'surveys',
      path: paths.surveys,
      labelKey: 'surveys.nav',
      icon,
      module: 'surveys',
      order: 24,
    },
  ],
  ledgerKinds: {
    survey: {
      entry: 'surveys.ledger.survey.entry',
      total: 'surveys.ledger.survey.total',
    },
  },
  // Backquoted: in plain quotes the glossary check would take the hint's name for a text's key.
  liveHints: [{ name: `surveys.pending` }],
};
