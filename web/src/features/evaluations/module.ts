// Performance evaluations (module flag `evaluations`, issue 30, engagement.md §2 EVA-1..7): the
// person's work (/performance_evaluation: reviews to write, nominations, their packets, their
// team's), one review to write with its evidence panel (/performance_evaluation/reviews/:id),
// one packet (/performance_evaluation/participants/:id), their main-menu entry, the notification
// kinds, the module's switch and the console's section (admin/: the cycles, their participants
// and admin operations, the calibration). Its console parts are in console.ts.
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

import { evaluationsPaths } from './paths';

const list = lazyRoute(() => import('./pages/evaluations-page'), 'EvaluationsPage');
const review = lazyRoute(() => import('./review/review-page'), 'ReviewPage');
const packet = lazyRoute(() => import('./packet/packet-page'), 'PacketPage');
const icon = () => import('@mui/icons-material/RateReviewOutlined');

export const manifest: ModuleManifest = {
  notificationKinds: () => import('./notification-kinds'),
  routes: [
    { path: paths.performanceEvaluation, module: 'evaluations', page: list },
    { path: evaluationsPaths.reviews, param: 'reviewId', module: 'evaluations', page: review },
    {
      path: evaluationsPaths.participants,
      param: 'participantId',
      module: 'evaluations',
      page: packet,
    },
  ],
  nav: [
    {
      key: 'evaluations',
      path: paths.performanceEvaluation,
      labelKey: 'evaluations.nav',
      icon,
      module: 'evaluations',
      order: 27.5,
    },
  ],
};
